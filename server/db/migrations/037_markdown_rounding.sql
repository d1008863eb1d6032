-- How a mark-down rounds its prices, the owner's choice in Ajustes (contract/markdown.ts,
-- MARKDOWN_ROUNDINGS): whole pesos by default, or prices ending in .50 or .99. A mark-down is a
-- percentage of product.original_price_cents, the price before any mark-down, which the product
-- already keeps (0 when it is not on sale): nothing new is needed for that.
ALTER TABLE settings ADD COLUMN markdown_rounding text NOT NULL DEFAULT 'whole'
  CHECK (markdown_rounding IN ('whole', 'fifty', 'ninetyNine'));
