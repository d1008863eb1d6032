import { API_ERRORS } from './api';
import { S } from './storefront';
/**
 * Every shopper-facing message the machines emit, in one place. Texts the
 * legacy store showed are copied exactly; the others are ours and marked so.
 */
export const MESSAGES = {
  // Cart
  notEnoughStock: 'No hay suficientes unidades disponibles para agregar al carrito.',
  addedToCart: 'Agregado al carrito',
  soldOutInCart: 'Hay productos agotados en tu carrito. Por favor, elimínalos para continuar.',
  // Cart refresh (ours: the refresh must show its outcome)
  productGone: (name: string) => `«${name}» ya no está disponible y se quitó de tu carrito.`,
  stockLowered: (name: string, units: number) =>
    `Solo quedan ${units} ${units === 1 ? 'unidad' : 'unidades'} de «${name}»; ajustamos la cantidad en tu carrito.`,
  perOrderLowered: (name: string, units: number) =>
    `Puedes llevar como máximo ${units} ${units === 1 ? 'unidad' : 'unidades'} de «${name}» por pedido; ajustamos la cantidad en tu carrito.`,
  /** An add of a product sold by size without one, or in a size it is not sold in. */
  chooseSize: API_ERRORS.chooseSize,
  sizeNeeded: (name: string) =>
    `«${name}» ahora se vende por talla y se quitó de tu carrito: elige tu talla en su página.`,
  // Cart pricing hints (ours)
  hintSingle: 'Agrega un artículo más y llévate el de menor precio gratis (2x1).',
  hintTwoForOne: 'Tus artículos aplican para el 2x1: pagas solo el de mayor precio.',
  hintHalfOff: 'Por 3 artículos o más, todos tienen 50% de descuento.',
  hintAlreadyDiscounted: 'Tu carrito tiene artículos en descuento; las promociones 2x1 y 50% no se acumulan.',

  // Favourites
  favouriteDuplicate: 'Este producto ya está en tus favoritos',
  favouriteAdded: 'Añadido a favoritos',
  favouriteRemoved: 'Eliminado de favoritos',

  // Auth (the network failure text is ours)
  signupStatus: (status: number) => `Error: ${status}`,
  networkError: 'No se pudo conectar con el servidor. Intenta de nuevo.',

  // Checkout
  shippingCostFailed: 'No se pudo obtener el costo de envío.',
  missingShippingInfo: 'Falta información del envío para continuar',
  paymentFailed: 'Ocurrió un error al procesar la compra. Por favor, intente nuevamente.',
  profileUpdateFailed: 'Ha occurrido un error.',
  storePickupAddress: 'Recoger en tienda',

  // Lists
  listFailed: S.genericError,
} as const;

/** Toast durations, in milliseconds. */
export const TOAST_MS = {
  warning: 4000,
  success: 500,
  soldOut: 5000,
  missingShipping: 3000,
} as const;
