import { DEFAULT_MAX_PER_ORDER, type Product } from '../../contract/product';

/** A valid product for tests; override any field. */
export function makeProduct(id: number, overrides: Partial<Product> = {}): Product {
  return {
    product_id: id,
    name: `Producto ${id}`,
    image: `producto-${id}.webp`,
    price: 100,
    originalPrice: 0,
    type: 'regular',
    isNew: false,
    stock: 5,
    description: null,
    department_id: 1,
    maxPerOrder: DEFAULT_MAX_PER_ORDER,
    ...overrides,
  };
}
