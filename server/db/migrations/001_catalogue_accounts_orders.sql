-- The catalogue, the customers and their orders. Money is integer centavos (no float drift);
-- the API turns it into pesos with two decimals at the edge.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE department (
  department_id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  group_name text NOT NULL,
  -- lower-case, accent-free copies so 'joyeria' finds 'Joyería'
  name_key text NOT NULL,
  group_key text NOT NULL
);

CREATE TABLE product (
  product_id serial PRIMARY KEY,
  name text NOT NULL,
  description text,
  brand text NOT NULL,
  -- what the product is and its colour: the image is drawn from these
  kind text NOT NULL,
  color_name text NOT NULL,
  color_hex text NOT NULL,
  image_variant integer NOT NULL DEFAULT 0,
  image text NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  original_price_cents integer NOT NULL DEFAULT 0 CHECK (original_price_cents >= 0),
  is_new boolean NOT NULL DEFAULT false,
  stock integer NOT NULL CHECK (stock >= 0),
  units_sold integer NOT NULL DEFAULT 0,
  department_id integer NOT NULL REFERENCES department (department_id),
  created_at timestamptz NOT NULL DEFAULT now(),
  discounted_at timestamptz,
  -- name, brand and department, lower-cased and without accents: what a search matches
  search_text text NOT NULL
);

CREATE INDEX product_search_trgm ON product USING gin (search_text gin_trgm_ops);
CREATE INDEX product_newest ON product (created_at DESC, product_id DESC);
CREATE INDEX product_price ON product (price_cents, product_id);
CREATE INDEX product_best_selling ON product (units_sold DESC, product_id);
CREATE INDEX product_most_stock ON product (stock DESC, product_id);
CREATE INDEX product_recent_discounts ON product (discounted_at DESC, product_id) WHERE original_price_cents > 0;
CREATE INDEX product_department ON product (department_id, created_at DESC);

CREATE TABLE ecommerce_user (
  ecommerce_user_id serial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  phone_number text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  shipping_state text,
  shipping_city text,
  shipping_address_line1 text,
  shipping_zipcode text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX ecommerce_user_email ON ecommerce_user (lower(email));

CREATE TABLE settings (
  id integer PRIMARY KEY CHECK (id = 1),
  shipping_delivery_price_cents integer NOT NULL CHECK (shipping_delivery_price_cents >= 0)
);

CREATE TABLE bill (
  bill_id serial PRIMARY KEY,
  ecommerce_user_id integer NOT NULL REFERENCES ecommerce_user (ecommerce_user_id),
  created_at timestamptz NOT NULL DEFAULT now(),
  subtotal_cents integer NOT NULL,
  discount_cents integer NOT NULL,
  shipping_cost_cents integer NOT NULL,
  total_cents integer NOT NULL,
  shipping_status text NOT NULL DEFAULT 'En proceso',
  shipping_address text NOT NULL,
  shipping_last4 text,
  shipping_tracking_number text
);
CREATE INDEX bill_by_user ON bill (ecommerce_user_id, created_at DESC);

CREATE TABLE bill_line (
  bill_line_id serial PRIMARY KEY,
  bill_id integer NOT NULL REFERENCES bill (bill_id),
  product_id integer NOT NULL REFERENCES product (product_id),
  name text NOT NULL,
  image text NOT NULL,
  price_cents integer NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  -- percent taken off price_cents for this line (2x1 gives 100 or 0, 50% gives 50)
  discount_percent numeric(5, 2) NOT NULL DEFAULT 0
);
CREATE INDEX bill_line_by_bill ON bill_line (bill_id);
