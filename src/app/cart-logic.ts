import { fromPromise } from 'xstate';
import { cartMachine, type StockAnswer } from '../../machines/cart/cart-machine';
import { getCartProducts } from '../api/products';

/**
 * The cart machine with its one effect: the stock check (on start, on `cart.refresh`, and again
 * on a customer's pay) asks GET /api/product/cart about the lines. A failure is logged; the
 * machine then keeps the lines it knows.
 */
export const appCartMachine = cartMachine.provide({
  actors: {
    cartProductsLoader: fromPromise(
      async ({ input, signal }: { input: { productIds: number[] }; signal: AbortSignal }): Promise<StockAnswer> => {
        try {
          return { productIds: input.productIds, products: await getCartProducts(input.productIds, signal) };
        } catch (error) {
          console.error('cart stock check failed', error);
          throw error;
        }
      },
    ),
  },
});
