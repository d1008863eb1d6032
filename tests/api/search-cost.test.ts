/**
 * Search costs what it should (issue 41, finding 4): a text is folded, then limited to its first
 * 8 words and 100 characters, in the shopper's list and the owner's search alike, and the answer
 * says what was searched; a folded text past what the engine's levenshtein takes (255) is no
 * longer a 500; and searches that reach the database have their own limit per client address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '../../contract/auth';
import { ProductListResponseSchema } from '../../contract/product';
import { DEMO_OWNER } from '../../server/db/seed';
import { SEARCHES_PER_ADDRESS } from '../../server/limits/search-limits';
import { BACKENDS, createTestApp, type TestApp } from '../support/test-app';

/** 66 random two-letter words, 200 characters with their spaces: the crafted search of the finding. */
function craftedWords(seed: number): string[] {
  let x = seed;
  const letter = () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return String.fromCharCode(97 + (x % 26));
  };
  return Array.from({ length: 66 }, () => letter() + letter());
}

describe.each(BACKENDS)('search cost on %s', (backend) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    // The store's own search limit, not the test apps' loose one.
    t = await createTestApp(backend, undefined, { searchLimit: SEARCHES_PER_ADDRESS } as object);
    const login = await t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber: '614 765 4321', password: DEMO_OWNER.password },
    });
    owner = LoginResponseSchema.parse(await login.json()).token;
  });
  afterAll(() => t.close());

  const list = (name: string) => t.call('GET', `/api/product/list?name=${encodeURIComponent(name)}&limit=5`);

  it("answers '㎈' × 86 (258 letters once folded) with a 200 in the shop and in the back office", async () => {
    const text = '㎈'.repeat(86);
    const shop = await list(text);
    expect(shop.status).toBe(200);
    const answer = (await shop.json()) as Record<string, unknown>;
    expect(answer.searched).toBe('cal'.repeat(86).slice(0, 100));
    const admin = await t.call('GET', `/api/admin/products?q=${encodeURIComponent(text)}`, { token: owner });
    expect(admin.status).toBe(200);
  });

  it('searches a 66-word text as its first 8 words, and says so', async () => {
    const words = craftedWords(7);
    expect(words.join(' ')).toHaveLength(197);
    const res = await list(words.join(' '));
    expect(res.status).toBe(200);
    const answer = (await res.json()) as Record<string, unknown>;
    expect(answer.searched).toBe(words.slice(0, 8).join(' '));
    // the first 8 words are what was searched: the same answer as asking for them alone
    const eight = ProductListResponseSchema.parse(await (await list(words.slice(0, 8).join(' '))).json());
    expect({ ...ProductListResponseSchema.parse(answer), searched: null }).toEqual({ ...eight, searched: null });
    // a real search past 8 words finds what its first 8 words find
    const long = 'vestido rosa de algodon para la fiesta de noche con encaje y moño';
    const cut = (await (await list(long)).json()) as Record<string, unknown>;
    expect(cut.searched).toBe('vestido rosa de algodon para la fiesta de');
    const admin = await t.call('GET', `/api/admin/products?q=${encodeURIComponent(words.join(' '))}`, {
      token: owner,
    });
    expect(admin.status).toBe(200);
  });

  it('leaves a normal search as it was, and says nothing was left out', async () => {
    const res = await list('Vestido Rosa');
    expect(res.status).toBe(200);
    const answer = (await res.json()) as Record<string, unknown>;
    expect(answer.searched).toBeNull();
    const { products, total, suggestion } = ProductListResponseSchema.parse(answer);
    expect(total).toBeGreaterThan(0);
    expect(products.every((p) => /vestido/i.test(p.name))).toBe(true);
    expect(suggestion).toBeNull();
    const plain = (await (await t.call('GET', '/api/product/list?limit=5')).json()) as Record<string, unknown>;
    expect(plain.searched).toBeNull();
  });

  it('refuses searches past the limit per address with a Spanish 429 and Retry-After; cached ones stay free', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SEARCHES_PER_ADDRESS.max + 2; i++) statuses.push((await list(`vestido ${i}x`)).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(2);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    const refused = await list('chamarra 999');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(/Demasiadas búsquedas/);
    // an answer the cache already holds costs the database nothing: still served
    expect((await list('Vestido Rosa')).status).toBe(200);
    // and a list without a search is never counted
    expect((await t.call('GET', '/api/product/list?limit=5&page=3')).status).toBe(200);
  });
});
