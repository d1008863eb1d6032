import type { AnyStateMachine } from 'xstate';
import { appMachine } from '../app/app-machine';
import { authMachine } from '../auth/auth-machine';
import { cartMachine } from '../cart/cart-machine';
import { checkoutMachine } from '../checkout/checkout-machine';
import { favouritesMachine } from '../favourites/favourites-machine';
import { fulfilmentMachine } from '../fulfilment/fulfilment-machine';
import { productListMachine } from '../product-list/product-list-machine';
import { searchMachine } from '../search/search-machine';
import { sliderMachine } from '../slider/slider-machine';

/** Every machine with the folder whose README.md holds its committed shape. */
export const MACHINES: Record<string, { machine: AnyStateMachine; title: string }> = {
  app: { machine: appMachine, title: 'appMachine' },
  auth: { machine: authMachine, title: 'authMachine' },
  cart: { machine: cartMachine, title: 'cartMachine' },
  checkout: { machine: checkoutMachine, title: 'checkoutMachine' },
  favourites: { machine: favouritesMachine, title: 'favouritesMachine' },
  fulfilment: { machine: fulfilmentMachine, title: 'fulfilmentMachine' },
  'product-list': { machine: productListMachine, title: 'productListMachine' },
  search: { machine: searchMachine, title: 'searchMachine' },
  slider: { machine: sliderMachine, title: 'sliderMachine' },
};
