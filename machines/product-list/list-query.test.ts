import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appliedFilterCount,
  appliedFilters,
  classifyTitle,
  DEFAULT_MAX_PRICE,
  groupDefaultDepartments,
  type ListQuery,
  listSearch,
  NO_PRICE_CAP,
  PRICE_SLIDER_MAX,
  pageWindow,
  parseListQuery,
  priceCapCents,
} from './list-query';

const defaults: ListQuery = {
  discount: false,
  name: '',
  categories: [],
  minPrice: 0,
  maxPrice: DEFAULT_MAX_PRICE,
  sort: '',
  sizes: [],
};

describe('the product list URL', () => {
  it('an empty address gives the defaults, and the defaults write nothing', () => {
    expect(DEFAULT_MAX_PRICE).toBe(3000);
    expect(PRICE_SLIDER_MAX).toBe(5000);
    expect(parseListQuery('')).toEqual(defaults);
    expect(listSearch(defaults)).toBe('');
  });

  it('reads every filter', () => {
    expect(
      parseListQuery(
        '?discount=true&name=blusa%20roja&categories=3,%2012&minPrice=200&maxPrice=1500&sort=desc&talla=M,30',
      ),
    ).toEqual({
      discount: true,
      name: 'blusa roja',
      categories: [3, 12],
      minPrice: 200,
      maxPrice: 1500,
      sort: 'desc',
      sizes: ['M', '30'],
    });
    expect(parseListQuery('sort=asc').sort).toBe('asc');
  });

  it('ignores what it cannot use: other discount words, bad categories, prices out of range, unknown sorts, over-long names', () => {
    const q = parseListQuery(`?discount=1&categories=0,-2,x,1.5,,7&maxPrice=-5&sort=up&name=${'a'.repeat(210)}`);
    expect(q).toEqual({
      discount: false,
      name: 'a'.repeat(200),
      categories: [7],
      minPrice: 0,
      maxPrice: DEFAULT_MAX_PRICE,
      sort: '',
      sizes: [],
    });
    expect(parseListQuery('?maxPrice=abc').maxPrice).toBe(DEFAULT_MAX_PRICE);
    expect(parseListQuery('?maxPrice=').maxPrice).toBe(0);
    expect(parseListQuery('?maxPrice=0').maxPrice).toBe(0);
    expect(parseListQuery('?maxPrice=4999.5').maxPrice).toBe(4999.5);
    expect(parseListQuery('?maxPrice=Infinity').maxPrice).toBe(DEFAULT_MAX_PRICE);
    expect(parseListQuery('?minPrice=abc').minPrice).toBe(0);
    expect(parseListQuery('?minPrice=-1').minPrice).toBe(0);
    expect(parseListQuery('?minPrice=Infinity').minPrice).toBe(0);
    expect(parseListQuery('?minPrice=0').minPrice).toBe(0);
    expect(parseListQuery('?minPrice=99.5').minPrice).toBe(99.5);
  });

  it('the cap at the top of the scale or above, or "none", is no cap; without maxPrice the default cap holds', () => {
    expect(NO_PRICE_CAP).toBe('none');
    expect(parseListQuery('?maxPrice=none').maxPrice).toBeNull();
    expect(parseListQuery('?maxPrice=5000').maxPrice).toBeNull();
    expect(parseListQuery('?maxPrice=9000').maxPrice).toBeNull();
    expect(parseListQuery('?maxPrice=NONE').maxPrice).toBe(DEFAULT_MAX_PRICE);
    expect(parseListQuery('?categories=8').maxPrice).toBe(DEFAULT_MAX_PRICE);
    expect(listSearch({ ...defaults, maxPrice: null })).toBe('?maxPrice=none');
  });

  it('the minimum never passes the maximum, nor the top of the scale', () => {
    expect(parseListQuery('?minPrice=2000&maxPrice=1500')).toMatchObject({ minPrice: 1500, maxPrice: 1500 });
    expect(parseListQuery('?minPrice=3500')).toMatchObject({ minPrice: DEFAULT_MAX_PRICE, maxPrice: 3000 });
    expect(parseListQuery('?minPrice=9000&maxPrice=none')).toMatchObject({
      minPrice: PRICE_SLIDER_MAX,
      maxPrice: null,
    });
    expect(parseListQuery('?minPrice=9000&maxPrice=8000')).toMatchObject({
      minPrice: PRICE_SLIDER_MAX,
      maxPrice: null,
    });
    expect(parseListQuery('?minPrice=1500&maxPrice=1500')).toMatchObject({ minPrice: 1500, maxPrice: 1500 });
  });

  it('writes back only what differs from the defaults, in a fixed order', () => {
    expect(listSearch({ ...defaults, discount: true })).toBe('?discount=true');
    expect(listSearch({ ...defaults, name: 'blusa roja' })).toBe('?name=blusa+roja');
    expect(listSearch({ ...defaults, categories: [3, 12] })).toBe('?categories=3%2C12');
    expect(listSearch({ ...defaults, maxPrice: 0 })).toBe('?maxPrice=0');
    expect(listSearch({ ...defaults, minPrice: 250 })).toBe('?minPrice=250');
    expect(listSearch({ ...defaults, sort: 'asc' })).toBe('?sort=asc');
    expect(listSearch({ ...defaults, sizes: ['M', 'L'] })).toBe('?talla=M%2CL');
    expect(
      listSearch({
        discount: true,
        name: 'x',
        categories: [1],
        minPrice: 5,
        maxPrice: 10,
        sort: 'desc',
        sizes: ['30'],
      }),
    ).toBe('?discount=true&name=x&categories=1&minPrice=5&maxPrice=10&sort=desc&talla=30');
  });

  it('reads the ticked sizes once each, without blanks, and drops a label the API would refuse', () => {
    expect(parseListQuery('?talla=%20M%20,,L,M').sizes).toEqual(['M', 'L']);
    expect(parseListQuery(`?talla=${'X'.repeat(16)},${'X'.repeat(17)},S`).sizes).toEqual(['X'.repeat(16), 'S']);
    const many = Array.from({ length: 25 }, (_, i) => String(i + 1));
    expect(parseListQuery(`?talla=${many.join(',')}`).sizes).toEqual(many.slice(0, 20));
    expect(parseListQuery('?talla=').sizes).toEqual([]);
  });

  it('the price cap, whole pesos in the address, is shown from centavos', () => {
    expect(priceCapCents(1500)).toBe(150000);
    expect(priceCapCents(0)).toBe(0);
  });

  it('a query written and read back is the same query', () => {
    const query = fc.record({
      discount: fc.boolean(),
      name: fc.string({ maxLength: 20 }),
      categories: fc.array(fc.integer({ min: 1, max: 99 }), { maxLength: 4 }),
      prices: fc.tuple(fc.integer({ min: 0, max: PRICE_SLIDER_MAX }), fc.integer({ min: 0, max: PRICE_SLIDER_MAX })),
      sort: fc.constantFrom('' as const, 'asc' as const, 'desc' as const),
      sizes: fc.uniqueArray(fc.constantFrom('XS', 'S', 'M', 'L', '28', '30', '7.5'), { maxLength: 4 }),
    });
    fc.assert(
      fc.property(query, ({ prices, ...rest }) => {
        // A range has its minimum at or below its maximum; the maximum at the top of the scale is no cap.
        const [low, high] = [Math.min(...prices), Math.max(...prices)];
        const q: ListQuery = { ...rest, minPrice: low, maxPrice: high < PRICE_SLIDER_MAX ? high : null };
        expect(parseListQuery(listSearch(q))).toEqual(q);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the applied filters a list counts', () => {
  it('counts nothing for the defaults, nor for the order, the search text or the discounts list', () => {
    expect(appliedFilterCount(defaults)).toBe(0);
    expect(appliedFilterCount(parseListQuery('?sort=desc&name=vestido&discount=true'))).toBe(0);
  });

  it('counts each department and each size ticked, and a price cap moved either way', () => {
    expect(appliedFilterCount(parseListQuery('?categories=1,2'))).toBe(2);
    expect(appliedFilterCount(parseListQuery('?talla=M,L,XL'))).toBe(3);
    expect(appliedFilterCount(parseListQuery('?maxPrice=5000'))).toBe(1);
    expect(appliedFilterCount(parseListQuery('?maxPrice=800'))).toBe(1);
    expect(appliedFilterCount(parseListQuery(`?maxPrice=${DEFAULT_MAX_PRICE}`))).toBe(0);
    expect(appliedFilterCount(parseListQuery('?categories=3&talla=M&maxPrice=1200&sort=asc'))).toBe(3);
    // The range's minimum is a filter too, and so is the cap lifted.
    expect(appliedFilterCount(parseListQuery('?minPrice=500'))).toBe(1);
    expect(appliedFilterCount(parseListQuery('?minPrice=500&maxPrice=none'))).toBe(2);
  });
});

describe('the filters a list applies, as chips', () => {
  const q = (search: string) => parseListQuery(search);
  const chips = (search: string, own: number[] = []) =>
    appliedFilters(q(search), own).map(({ filter, without }) => [filter, listSearch(without)]);

  it('a list as it opens applies only the default cap; removing it lifts the cap', () => {
    expect(chips('')).toEqual([[{ kind: 'maxPrice', pesos: DEFAULT_MAX_PRICE }, '?maxPrice=none']]);
    expect(chips('?maxPrice=none')).toEqual([]);
    expect(chips('?sort=desc&maxPrice=none')).toEqual([]);
  });

  it('names each filter once, in order, each removed alone: search, departments, sizes, discounts, minimum, cap', () => {
    expect(chips('?name=vestido&categories=3,5&talla=M,L&discount=true&minPrice=500&maxPrice=2000&sort=asc')).toEqual([
      [
        { kind: 'name', name: 'vestido' },
        '?discount=true&categories=3%2C5&minPrice=500&maxPrice=2000&sort=asc&talla=M%2CL',
      ],
      [
        { kind: 'department', id: 3 },
        '?discount=true&name=vestido&categories=5&minPrice=500&maxPrice=2000&sort=asc&talla=M%2CL',
      ],
      [
        { kind: 'department', id: 5 },
        '?discount=true&name=vestido&categories=3&minPrice=500&maxPrice=2000&sort=asc&talla=M%2CL',
      ],
      [
        { kind: 'size', size: 'M' },
        '?discount=true&name=vestido&categories=3%2C5&minPrice=500&maxPrice=2000&sort=asc&talla=L',
      ],
      [
        { kind: 'size', size: 'L' },
        '?discount=true&name=vestido&categories=3%2C5&minPrice=500&maxPrice=2000&sort=asc&talla=M',
      ],
      [{ kind: 'discount' }, '?name=vestido&categories=3%2C5&minPrice=500&maxPrice=2000&sort=asc&talla=M%2CL'],
      [
        { kind: 'minPrice', pesos: 500 },
        '?discount=true&name=vestido&categories=3%2C5&maxPrice=2000&sort=asc&talla=M%2CL',
      ],
      [
        { kind: 'maxPrice', pesos: 2000 },
        '?discount=true&name=vestido&categories=3%2C5&minPrice=500&maxPrice=none&sort=asc&talla=M%2CL',
      ],
    ]);
  });

  it("the page's own departments are no chip; a list left with only them writes none, as it opened", () => {
    // A group's list (its first department, 1, its own) with Faldas (2) ticked beside it.
    expect(chips('?categories=1,2&maxPrice=none', [1])).toEqual([[{ kind: 'department', id: 2 }, '?maxPrice=none']]);
    // Faldas alone instead of the page's own: removed, the page's own comes back.
    expect(chips('?categories=2&maxPrice=none', [1])).toEqual([[{ kind: 'department', id: 2 }, '?maxPrice=none']]);
    // Every product: no department is its own.
    expect(chips('?categories=1,2&maxPrice=none')).toEqual([
      [{ kind: 'department', id: 1 }, '?categories=2&maxPrice=none'],
      [{ kind: 'department', id: 2 }, '?categories=1&maxPrice=none'],
    ]);
    expect(chips('?categories=1,2,3&maxPrice=none', [1])).toEqual([
      [{ kind: 'department', id: 2 }, '?categories=1%2C3&maxPrice=none'],
      [{ kind: 'department', id: 3 }, '?categories=1%2C2&maxPrice=none'],
    ]);
  });
});

describe('list titles', () => {
  it('tells the two groups, all products and a department apart', () => {
    expect(classifyTitle('Ropa')).toEqual({ kind: 'group', group: 'Ropa' });
    expect(classifyTitle('joyeria')).toEqual({ kind: 'group', group: 'Joyería' });
    expect(classifyTitle('all')).toEqual({ kind: 'all' });
    expect(classifyTitle('')).toEqual({ kind: 'all' });
    expect(classifyTitle('12')).toEqual({ kind: 'all' });
    expect(classifyTitle('Vestidos')).toEqual({ kind: 'department', key: 'vestidos' });
    expect(classifyTitle('a12')).toEqual({ kind: 'department', key: 'a12' });
    expect(classifyTitle('12a')).toEqual({ kind: 'department', key: '12a' });
  });

  it("a group's default department is the first id of its lookup, and none for an empty group", () => {
    expect(groupDefaultDepartments([{ id: 10 }, { id: 11 }, { id: 12 }])).toEqual([10]);
    expect(groupDefaultDepartments([])).toEqual([]);
  });
});

describe('page numbers', () => {
  it('shows the first, the last and the neighbours of the current page, a gap as null', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 10)).toEqual([1, 2, null, 10]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
    // A gap of one page shows that page instead of an ellipsis.
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
    expect(pageWindow(7, 10)).toEqual([1, null, 6, 7, 8, 9, 10]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('never repeats a page, keeps them in order, and stays within 1..total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 60 }), (a, b) => {
        const total = Math.max(a, b);
        const current = Math.min(a, b);
        const pages = pageWindow(current, total).filter((n): n is number => n !== null);
        expect(pages).toEqual([...new Set(pages)].sort((x, y) => x - y));
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        expect(pages).toContain(current);
        for (const n of pages) expect(n >= 1 && n <= total).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
