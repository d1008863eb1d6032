-- The home strip 'DESCUENTOS DE TEMPORADA' shows recent discounts: those that started in the last
-- 30 days (server/modules/products/repo.ts). The day a discount starts is kept here, whoever
-- writes the price (the seed, an operator's UPDATE): a product marked down gets now(), unless the
-- same statement dates it; a product back at its normal price has no discount date.
-- (One line: migrate.ts splits statements at a ';' that ends a line.)
CREATE FUNCTION date_discount() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.original_price_cents = 0 THEN NEW.discounted_at := NULL; ELSIF TG_OP = 'INSERT' THEN NEW.discounted_at := coalesce(NEW.discounted_at, now()); ELSIF OLD.original_price_cents = 0 AND NEW.discounted_at IS NOT DISTINCT FROM OLD.discounted_at THEN NEW.discounted_at := now(); END IF; RETURN NEW; END $$;

CREATE TRIGGER product_discount_dated BEFORE INSERT OR UPDATE OF original_price_cents, discounted_at ON product
  FOR EACH ROW EXECUTE FUNCTION date_discount();

-- Discounts written before this migration without a date count from the product's creation.
UPDATE product SET discounted_at = created_at WHERE original_price_cents > 0 AND discounted_at IS NULL;
UPDATE product SET discounted_at = NULL WHERE original_price_cents = 0 AND discounted_at IS NOT NULL;
