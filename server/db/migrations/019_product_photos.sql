-- A product's photos, in order: up to 8, each with the text that describes it to a shopper who
-- cannot see it. The first is also product.image, which every list, card, cart, favourite and
-- shared link keeps reading; a product with no rows here has that one photo alone (its alt text
-- is its name). The files of an uploaded photo are in photo_file (migration 014), like any other.
CREATE TABLE product_photo (
  product_id integer NOT NULL REFERENCES product (product_id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position BETWEEN 0 AND 7),
  image text NOT NULL,
  alt text NOT NULL,
  -- A demo photo drawn as a closer view of the product's own drawing (server/images/drawing/
  -- product-svg.ts, `PHOTO_VIEWS`); null for the main drawing and for an uploaded photo.
  drawing_view text,
  PRIMARY KEY (product_id, position),
  UNIQUE (product_id, image)
);
