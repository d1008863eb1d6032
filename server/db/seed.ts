import { searchKey } from '../../contract/text';
import { PASSWORDS } from '../auth/password';
import { DEPARTMENTS } from '../catalogue/departments';
import { demoGallery } from '../catalogue/gallery';
import { KIND_DEPARTMENT, KIND_SIZE_CHART, PRODUCT_KINDS } from '../catalogue/kinds';
import { generateProducts, type SeedProduct } from '../catalogue/products';
import { seedSizes } from '../catalogue/sizes';
import { markVerified } from '../messages/contacts';
import { productSearchText } from '../modules/products/search-text';
import type { Db, Queryable } from './client';
import { seedDemoOrders } from './seed-orders';

export const DEMO_CATALOGUE_SIZE = 320;
export const SHIPPING_PRICE_CENTS = 14900;

/** The demo customer the README names: a Chihuahua phone number and an address in the city. */
export const DEMO_CUSTOMER = {
  name: 'María Fernanda Ochoa',
  email: 'demo@outletchihuahua.mx',
  phone: '+526141234567',
  password: 'outlet2024',
  shipping_state: 'Chihuahua',
  shipping_city: 'Chihuahua',
  shipping_address_line1: 'Av. Independencia 1205, Col. Centro',
  shipping_zipcode: '31000',
} as const;

/** The demo shop owner the README names: the back office's account in the demo. */
export const DEMO_OWNER = {
  name: 'Dueña de Outlet Chihuahua',
  email: 'tienda@outletchihuahua.mx',
  phone: '+526147654321',
  password: 'tienda2024',
} as const;

export async function isSeeded(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM department');
  return (row?.n ?? 0) > 0;
}

/**
 * Fills an empty database with the demo shop: departments, the catalogue, settings and, unless
 * `demoAccounts` is false (production, where an account must not have a published password), the demo customer with a few past orders and the
 * demo shop owner, in one transaction (a failed seed leaves nothing).
 */
export async function seed(
  db: Db,
  productCount = DEMO_CATALOGUE_SIZE,
  { demoAccounts = true } = {},
): Promise<SeedProduct[]> {
  const products = generateProducts(productCount);
  // Both hashes at once: each is a deliberately slow key derivation on its own thread.
  const [passwordHash, ownerHash] = demoAccounts
    ? await Promise.all([PASSWORDS.hash(DEMO_CUSTOMER.password), PASSWORDS.hash(DEMO_OWNER.password)])
    : ['', ''];
  await db.transaction(async (tx) => {
    await insertDepartments(tx);
    await insertProducts(tx, products);
    await insertSizes(tx, products);
    await recordDemoLabels(tx);
    await insertGallery(tx, products);
    await tx.query('INSERT INTO settings (id, shipping_delivery_price_cents) VALUES (1, $1)', [SHIPPING_PRICE_CENTS]);
    if (!demoAccounts) return;
    const [user] = await tx.query<{ ecommerce_user_id: number }>(
      `INSERT INTO ecommerce_user (name, email, phone_number, password_hash, shipping_state, shipping_city, shipping_address_line1, shipping_zipcode)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ecommerce_user_id`,
      [
        DEMO_CUSTOMER.name,
        DEMO_CUSTOMER.email,
        DEMO_CUSTOMER.phone,
        passwordHash,
        DEMO_CUSTOMER.shipping_state,
        DEMO_CUSTOMER.shipping_city,
        DEMO_CUSTOMER.shipping_address_line1,
        DEMO_CUSTOMER.shipping_zipcode,
      ],
    );
    await seedDemoOrders(tx, user!.ecommerce_user_id, SHIPPING_PRICE_CENTS);
    await tx.query(
      "INSERT INTO ecommerce_user (name, email, phone_number, password_hash, role) VALUES ($1, $2, $3, $4, 'admin')",
      [DEMO_OWNER.name, DEMO_OWNER.email, DEMO_OWNER.phone, ownerHash],
    );
    // The demo accounts' contacts count as verified (no one can receive their codes), so a demo
    // order's messages are written as a real verified customer's would be.
    await markVerified(tx, 'whatsapp', DEMO_CUSTOMER.phone);
    await markVerified(tx, 'email', DEMO_CUSTOMER.email);
    await markVerified(tx, 'whatsapp', DEMO_OWNER.phone);
    await markVerified(tx, 'email', DEMO_OWNER.email);
  });
  // Fresh statistics, so the planner walks the indexes (PGlite never analyses by itself).
  await db.query('ANALYZE');
  return products;
}

/** The size guide of a demo department: its kind's (one kind per department). */
const sizeChartOf = (departmentId: number) =>
  KIND_SIZE_CHART[PRODUCT_KINDS.find((kind) => KIND_DEPARTMENT[kind] === departmentId) ?? 'watch'];

async function insertDepartments(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO department (department_id, name, group_name, name_key, group_key, size_chart)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])`,
    [
      DEPARTMENTS.map((d) => d.id),
      DEPARTMENTS.map((d) => d.name),
      DEPARTMENTS.map((d) => d.group),
      DEPARTMENTS.map((d) => searchKey(d.name)),
      DEPARTMENTS.map((d) => searchKey(d.group)),
      DEPARTMENTS.map((d) => sizeChartOf(d.id)),
    ],
  );
}

/**
 * The step that gives a demo shop seeded before migration 018 the seed's labels and size guides,
 * recorded beside the migrations once done (a fresh seed records it too: its products have theirs).
 */
export const DEMO_LABELS_STEP = '018_garment_details:demo-labels';

/**
 * A demo shop seeded before garments had labels and size guides (migration 018) gets the seed's:
 * each demo department still of its demo name its size guide, and each product still showing its
 * drawn demo photo (the image name is unique per demo product) its composition, origin and care.
 * Runs once (DEMO_LABELS_STEP), whichever process opens the database first after the migration;
 * what the owner changed keeps the owner's. True when it ran now.
 */
export async function fillGarmentDetails(db: Db): Promise<boolean> {
  const [done] = await db.query('SELECT 1 FROM schema_migrations WHERE version = $1', [DEMO_LABELS_STEP]);
  if (done) return false;
  const [row] = await db.query<{ n: number }>('SELECT coalesce(max(product_id), 0)::int AS n FROM product');
  // The catalogue is a prefix of any longer one (one random stream), so the largest id covers every demo product.
  const products = generateProducts(row?.n ?? 0);
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE department d SET size_chart = u.size_chart
       FROM unnest($1::int[], $2::text[], $3::text[]) AS u(department_id, name_key, size_chart)
       WHERE d.department_id = u.department_id AND d.name_key = u.name_key AND d.size_chart IS NULL`,
      [
        DEPARTMENTS.map((d) => d.id),
        DEPARTMENTS.map((d) => searchKey(d.name)),
        DEPARTMENTS.map((d) => sizeChartOf(d.id)),
      ],
    );
    await tx.query(
      `UPDATE product p SET composition = u.composition, origin = u.origin, care = u.care
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS u(image, composition, origin, care)
       WHERE p.image = u.image AND p.kind IS NOT NULL AND p.composition IS NULL AND p.origin IS NULL AND p.care IS NULL`,
      [
        products.map((p) => p.imageName),
        products.map((p) => p.composition),
        products.map((p) => p.origin),
        products.map((p) => p.care),
      ],
    );
    await recordDemoLabels(tx);
  });
  return true;
}

const recordDemoLabels = (tx: Queryable) =>
  tx.query('INSERT INTO schema_migrations (version) VALUES ($1) ON CONFLICT DO NOTHING', [DEMO_LABELS_STEP]);

/**
 * The demo's galleries (server/catalogue/gallery.ts): each product that has further photos gets
 * its picture first, described by its name, then its closer views, in product_photo.
 */
async function insertGallery(tx: Queryable, products: readonly SeedProduct[]): Promise<void> {
  const rows = [...demoGallery(products)].flatMap(([index, photos]) => {
    const product = products[index]!;
    return [{ imageName: product.imageName, alt: product.name, view: null }, ...photos].map((photo, position) => ({
      owner: product.imageName,
      position,
      ...photo,
    }));
  });
  await tx.query(
    `INSERT INTO product_photo (product_id, position, image, alt, drawing_view)
     SELECT p.product_id, g.position, g.image, g.alt, g.drawing_view
       FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[]) AS g(owner, position, image, alt, drawing_view)
       JOIN product p ON p.image = g.owner`,
    [
      rows.map((r) => r.owner),
      rows.map((r) => r.position),
      rows.map((r) => r.imageName),
      rows.map((r) => r.alt),
      rows.map((r) => r.view),
    ],
  );
}

const BATCH = 5000;

/** Products go in by columns (unnest), thousands per statement, so 50,000 load in seconds. */
export async function insertProducts(tx: Queryable, products: readonly SeedProduct[]): Promise<void> {
  const departments = new Map(DEPARTMENTS.map((d) => [d.id, d]));
  const day = 86_400_000;
  const now = Date.now();
  for (let start = 0; start < products.length; start += BATCH) {
    const batch = products.slice(start, start + BATCH);
    await tx.query(
      `INSERT INTO product (name, description, brand, kind, color_name, color_hex, image_variant, image, price_cents, original_price_cents, is_new, stock, units_sold,
         department_id, created_at, discounted_at, search_text, composition, origin, care)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::text[], $9::int[], $10::int[],
         $11::bool[], $12::int[], $13::int[], $14::int[], $15::timestamptz[], $16::timestamptz[], $17::text[], $18::text[], $19::text[], $20::text[])`,
      [
        batch.map((p) => p.name),
        batch.map((p) => p.description),
        batch.map((p) => p.brand),
        batch.map((p) => p.kind),
        batch.map((p) => p.colorName),
        batch.map((p) => p.colorHex),
        batch.map((p) => p.variant),
        batch.map((p) => p.imageName),
        batch.map((p) => p.priceCents),
        batch.map((p) => p.originalPriceCents),
        batch.map((p) => p.isNew),
        batch.map((p) => p.stock),
        batch.map((p) => p.unitsSold),
        batch.map((p) => p.departmentId),
        batch.map((p) => new Date(now - p.createdDaysAgo * day).toISOString()),
        batch.map((p) =>
          p.discountedDaysAgo === null ? null : new Date(now - p.discountedDaysAgo * day).toISOString(),
        ),
        batch.map((p) => productSearchText(p, departments.get(p.departmentId))),
        batch.map((p) => p.composition),
        batch.map((p) => p.origin),
        batch.map((p) => p.care),
      ],
    );
  }
}

/**
 * The garments' sizes (server/catalogue/sizes.ts), found by their unique image name. Each insert
 * sets its product's stock to the sum of its sizes (migration 020's trigger), which is the stock
 * the product was inserted with.
 */
async function insertSizes(tx: Queryable, products: readonly SeedProduct[]): Promise<void> {
  const rows = products.flatMap((p, i) =>
    seedSizes(p, i).map((s, position) => ({ image: p.imageName, position, ...s })),
  );
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO product_size (product_id, size, position, stock)
     SELECT p.product_id, s.size, s.position, s.stock
     FROM unnest($1::text[], $2::text[], $3::int[], $4::int[]) AS s(image, size, position, stock)
     JOIN product p ON p.image = s.image`,
    [rows.map((r) => r.image), rows.map((r) => r.size), rows.map((r) => r.position), rows.map((r) => r.stock)],
  );
}
