-- A garment's label as Mexican rules for textiles ask it: the fibre composition
-- ('95% algodón, 5% elastano'), the country of origin ('Hecho en Vietnam') and the care
-- instructions. Each may be missing (jewellery has no care label); the limits are
-- contract/admin-products.ts's (GARMENT_DETAIL_MAX).
ALTER TABLE product ADD COLUMN composition text CHECK (char_length(composition) <= 200);
ALTER TABLE product ADD COLUMN origin text CHECK (char_length(origin) <= 80);
ALTER TABLE product ADD COLUMN care text CHECK (char_length(care) <= 500);

-- Which size guide a department's pieces use (contract/product.ts SIZE_CHARTS); none for
-- necklaces, earrings, bracelets and watches, which come in one size.
ALTER TABLE department ADD COLUMN size_chart text CHECK (size_chart IN ('letters', 'waist', 'us-dress', 'ring'));
