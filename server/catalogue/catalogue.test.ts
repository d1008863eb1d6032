import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PRODUCT_IMAGE_NAME } from '../../contract/product';
import { DEPARTMENTS } from './departments';
import { KIND_DEPARTMENT, PRODUCT_KINDS } from './kinds';
import { generateProducts } from './products';

const products = generateProducts(320);
const share = (pred: (p: (typeof products)[number]) => boolean) => products.filter(pred).length / products.length;

describe('departments', () => {
  it('keeps the ids the home tiles and footer link to', () => {
    const byName = new Map(DEPARTMENTS.map((d) => [d.name, d]));
    expect(byName.get('Vestidos')).toMatchObject({ id: 1, group: 'Ropa' });
    expect(byName.get('Pantalones')).toMatchObject({ id: 5, group: 'Ropa' });
    expect(byName.get('Blusas')).toMatchObject({ id: 7, group: 'Ropa' });
    expect(byName.get('Abrigos')).toMatchObject({ id: 8, group: 'Ropa' });
    for (const name of ['Anillos', 'Collares', 'Aretes', 'Pulseras']) expect(byName.get(name)?.group).toBe('Joyería');
  });
  it('has unique ids and names, and one department for every drawable kind', () => {
    expect(new Set(DEPARTMENTS.map((d) => d.id)).size).toBe(DEPARTMENTS.length);
    expect(new Set(DEPARTMENTS.map((d) => d.name)).size).toBe(DEPARTMENTS.length);
    const ids = new Set(DEPARTMENTS.map((d) => d.id));
    for (const kind of PRODUCT_KINDS) expect(ids.has(KIND_DEPARTMENT[kind])).toBe(true);
  });
});

describe('generateProducts', () => {
  it('is deterministic for a seed and changes with the seed', () => {
    expect(generateProducts(320)).toEqual(products);
    expect(generateProducts(50, 7)).toEqual(generateProducts(50, 7));
    expect(generateProducts(50, 7)).not.toEqual(generateProducts(50, 8));
  });

  it('gives unique, safe image names', () => {
    const names = products.map((p) => p.imageName);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(PRODUCT_IMAGE_NAME);
    expect(names[41]).toMatch(/^p00042-/);
  });

  it('covers every department, at least 12 products each, jewellery about a quarter', () => {
    for (const d of DEPARTMENTS)
      expect(products.filter((p) => p.departmentId === d.id).length).toBeGreaterThanOrEqual(12);
    const jewellery = new Set(DEPARTMENTS.filter((d) => d.group === 'Joyería').map((d) => d.id));
    const j = share((p) => jewellery.has(p.departmentId));
    expect(j).toBeGreaterThan(0.2);
    expect(j).toBeLessThan(0.3);
    for (const p of products) expect(p.departmentId).toBe(KIND_DEPARTMENT[p.kind]);
  });

  it('prices like an outlet in MXN: $149 up to above $3,000, with shop endings', () => {
    for (const p of products) {
      expect(Number.isInteger(p.priceCents)).toBe(true);
      expect(p.priceCents).toBeGreaterThanOrEqual(14900);
      expect([0, 50, 99]).toContain(p.priceCents % 100);
    }
    expect(share((p) => p.priceCents > 300000)).toBeGreaterThan(0.03);
    expect(share((p) => p.priceCents < 50000)).toBeGreaterThan(0.1);
  });

  it('discounts about a third, with the tag 20–60 % above the price', () => {
    const discounted = products.filter((p) => p.originalPriceCents > 0);
    expect(discounted.length / products.length).toBeGreaterThan(0.25);
    expect(discounted.length / products.length).toBeLessThan(0.42);
    for (const p of discounted) {
      expect(p.originalPriceCents / p.priceCents).toBeGreaterThanOrEqual(1.2);
      expect(p.originalPriceCents / p.priceCents).toBeLessThanOrEqual(1.6);
      expect(p.discountedDaysAgo).not.toBeNull();
      expect(p.discountedDaysAgo as number).toBeLessThanOrEqual(Math.min(60, p.createdDaysAgo));
    }
    for (const p of products.filter((x) => x.originalPriceCents === 0)) expect(p.discountedDaysAgo).toBeNull();
  });

  it('has some new season, some sold out, stock 1–40 otherwise, dates in the last 180 days', () => {
    expect(share((p) => p.isNew)).toBeGreaterThan(0.08);
    expect(share((p) => p.isNew)).toBeLessThan(0.22);
    expect(share((p) => p.stock === 0)).toBeGreaterThan(0.02);
    expect(share((p) => p.stock === 0)).toBeLessThan(0.09);
    for (const p of products) {
      expect(p.stock).toBeGreaterThanOrEqual(0);
      expect(p.stock).toBeLessThanOrEqual(40);
      expect(p.unitsSold).toBeGreaterThanOrEqual(0);
      expect(p.createdDaysAgo).toBeGreaterThanOrEqual(0);
      expect(p.createdDaysAgo).toBeLessThanOrEqual(180);
    }
  });

  it('makes best sellers differ from the most stocked', () => {
    const top = (key: 'unitsSold' | 'stock') =>
      [...products]
        .sort((a, b) => b[key] - a[key])
        .slice(0, 12)
        .map((p) => p.imageName);
    const best = new Set(top('unitsSold'));
    const overlap = top('stock').filter((n) => best.has(n)).length;
    expect(overlap).toBeLessThan(4);
  });

  it('writes Spanish names and descriptions, a few without description', () => {
    for (const p of products) {
      expect(p.name).toContain(p.brand);
      expect(p.name).toMatch(new RegExp(` — ${p.colorName}$`));
      expect(p.colorHex).toMatch(/^#[0-9a-f]{6}$/);
      if (p.description !== null) expect(p.description).toMatch(/^[A-ZÁÉÍÓÚÑ¿¡].+\.$/);
    }
    const none = products.filter((p) => p.description === null).length;
    expect(none).toBeGreaterThanOrEqual(1);
    expect(none).toBeLessThan(products.length * 0.08);
    expect(new Set(products.map((p) => p.description)).size).toBeGreaterThan(150);
    expect(products.some((p) => p.name.startsWith('Vestido '))).toBe(true);
  });

  it('generates 50,000 products with unique image names', () => {
    const big = generateProducts(50_000);
    expect(big).toHaveLength(50_000);
    expect(new Set(big.map((p) => p.imageName)).size).toBe(50_000);
    expect(big.slice(0, 320)).toEqual(products);
  });
});

describe('the demo garments’ labels', () => {
  it('every piece has a composition and care; a few labels name no country; the rest say where they were made', () => {
    for (const p of products) {
      expect(p.composition, p.name).toMatch(/\S/);
      expect(p.care, p.name).toMatch(/\S/);
      if (p.origin !== null) expect(p.origin).toMatch(/^Hecho en /);
    }
    const unknown = share((p) => p.origin === null);
    expect(unknown).toBeGreaterThan(0);
    expect(unknown).toBeLessThan(0.1);
  });

  it('says the fabric the name speaks of: denim is cotton, wool coats are wool, .925 silver is sterling silver', () => {
    for (const p of products) {
      if (/mezclilla/.test(p.name)) expect(p.composition).toMatch(/algodón/);
      if (/lana|paño/.test(p.name)) expect(p.composition).toMatch(/lana/);
      if (p.kind === 'ring' && /plata \.925/.test(p.description ?? ''))
        expect(p.composition).toBe('Plata esterlina .925');
    }
  });

  it('leaves the rest of the catalogue as it was: the labels draw nothing from its random stream', () => {
    // Every other field of the 320 products (names, prices, stock, photos…), as seeded before the labels existed.
    const unlabelled = products.map(({ composition: _c, origin: _o, care: _k, ...rest }) => rest);
    expect(createHash('sha256').update(JSON.stringify(unlabelled)).digest('hex')).toBe(
      'c5ccb7b059d1dd5804ab117bfe8abf6f4c3407ba3a5d6f9dcb0ea7e7d4a9f857',
    );
  });
});
