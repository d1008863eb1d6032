-- The home-delivery price is part of what a product page says (its structured data's shipping
-- rate), and product pages are kept per catalogue version: a change to the settings moves the
-- version, as a change to a product or a department does.
CREATE TRIGGER settings_changed AFTER INSERT OR UPDATE OR DELETE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
