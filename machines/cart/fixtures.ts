import { DEFAULT_MAX_PER_ORDER, type ShopProduct } from '../../contract/product';

/** A valid product for tests, as the app holds it (money in centavos); override any field. */
export function makeProduct(id: number, overrides: Partial<ShopProduct> = {}): ShopProduct {
  return {
    product_id: id,
    name: `Producto ${id}`,
    image: `producto-${id}.webp`,
    price: 10000,
    originalPrice: 0,
    type: 'regular',
    isNew: false,
    stock: 5,
    description: null,
    department_id: 1,
    maxPerOrder: DEFAULT_MAX_PER_ORDER,
    composition: null,
    origin: null,
    care: null,
    sizeChart: null,
    photos: [],
    sizes: [],
    ...overrides,
  };
}
