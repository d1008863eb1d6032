-- Clothes are sold by size, each size with its own stock. A product with no rows here (most
-- jewellery) is sold as one item, as before.
--
-- product.stock stays what every list, order and page reads: for a product sold by size it is the
-- total across its sizes, kept equal to their sum by the trigger below, so the lists' in-stock
-- filter, the most-stocked order and the page's availability keep their meaning. Code that moves
-- the stock of a sized product moves its sizes' rows, never product.stock itself.
CREATE TABLE product_size (
  product_id integer NOT NULL REFERENCES product (product_id),
  -- as the label reads: 'M', '32', '7'
  size text NOT NULL CHECK (length(size) BETWEEN 1 AND 16),
  -- the order the picker shows the sizes in (XS before S, 26 before 28)
  position integer NOT NULL,
  stock integer NOT NULL CHECK (stock >= 0),
  -- moved by every change of the row, like product.version: a count of one size carries the
  -- version it was read at and is refused when a sale or another count moved it meanwhile
  version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (product_id, size)
);
CREATE TRIGGER product_size_versioned BEFORE UPDATE ON product_size FOR EACH ROW EXECUTE FUNCTION version_product();

-- A product's stock is the sum of its sizes' (0 once its last size is removed). Row triggers
-- fire at the end of their statement, so a statement that moves several sizes of one product
-- leaves the sum of all of them; an unchanged sum leaves the product row, and its version, alone.
CREATE FUNCTION total_product_stock() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE changed integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END; BEGIN UPDATE product p SET stock = t.total FROM (SELECT coalesce(sum(s.stock), 0)::int AS total FROM product_size s WHERE s.product_id = changed) t WHERE p.product_id = changed AND p.stock <> t.total; RETURN NULL; END $$;
CREATE TRIGGER product_size_total AFTER INSERT OR UPDATE OF stock OR DELETE ON product_size FOR EACH ROW EXECUTE FUNCTION total_product_stock();

-- Product answers carry their sizes, so a change of a size moves the catalogue version (migration
-- 003) even when the total stays the same (a unit moved from one size to another).
CREATE TRIGGER product_size_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_size FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();

-- An order line of a product sold by size names the size it was sold in; NULL for a product sold
-- as one item, and for every line written before sizes existed.
ALTER TABLE bill_line ADD COLUMN size text;
