-- A size the owner renames keeps the labels it had: carts kept in shoppers' browsers name a size by
-- its label, so a line of the old label is found as the renamed size (the product answer's
-- `formerly`, and the checkout's pricing). A rename moves the label of product_size itself; the
-- foreign key follows it (ON UPDATE CASCADE), so a size renamed twice keeps both old labels, and a
-- removed size takes its old labels with it. A new or renamed size that takes an old label back
-- drops that label here (server/modules/admin/sizes-repo.ts).
CREATE TABLE product_size_former (
  product_id integer NOT NULL,
  former text NOT NULL CHECK (length(former) BETWEEN 1 AND 16),
  size text NOT NULL,
  PRIMARY KEY (product_id, former),
  FOREIGN KEY (product_id, size) REFERENCES product_size (product_id, size) ON UPDATE CASCADE ON DELETE CASCADE
);
CREATE INDEX product_size_former_of_size ON product_size_former (product_id, size);

-- The store's answers carry the old labels: a change to them moves the catalogue version (migration 003).
CREATE TRIGGER product_size_former_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_size_former
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
