import { S } from './storefront';

/** Shopper-facing texts of the payment and after-payment screens. Texts the legacy store showed are kept exactly. */
export const C = {
  payment: {
    title: S.titles.payment,
    deliveryHeading: 'Método de entrega',
    home: 'Envío a domicilio',
    homeHint: (price: string) => `FedEx a la dirección de tu perfil · ${price}`,
    pickup: 'Recoger en tienda',
    pickupHint: (address: string) => `Gratis · ${address}`,
    other: 'Enviar a otra dirección',
    otherHint: (price: string) => `FedEx a la dirección que indiques · ${price}`,
    addressHeading: 'Dirección de entrega',
    carrier: 'Paquetería: FedEx',
    pickupCarrier: 'Recoges tu pedido en nuestra tienda de Chihuahua, sin costo de envío.',
    incomplete: 'Tu dirección de envío está incompleta. Complétala para continuar; la guardaremos en tu perfil.',
    otherIntro: 'Escribe la dirección a la que enviaremos este pedido.',
    saveAddress: 'GUARDAR DIRECCIÓN',
    savingAddress: 'Guardando…',
    edit: 'Editar',
    changeAddress: 'Cambiar dirección',
    cancelChange: 'Cancelar',
    mapTitle: (address: string) => `Mapa de la dirección de entrega: ${address}`,
    summary: 'Resumen del pedido',
    items: (n: number) => (n === 1 ? '1 artículo' : `${n} artículos`),
    subtotal: 'Subtotal',
    discount: 'Descuento',
    shipping: 'Envío',
    shippingLoading: 'Calculando…',
    shippingFailed: 'No disponible',
    retryShipping: 'Reintentar costo de envío',
    free: 'Gratis',
    total: 'Total',
    continue: 'CONTINUAR AL PAGO',
    submitting: 'Preparando el pago…',
    redirecting: 'Te llevamos al pago seguro…',
    needsAddress: 'Guarda la dirección de entrega para continuar.',
    addressReady: 'Dirección de entrega lista.',
    secure: 'Pagarás con tarjeta en una página de pago segura.',
    emptyTitle: 'Tu carrito está vacío',
    emptyText: 'Agrega productos a tu carrito para continuar con el pago.',
    browse: 'VER PRODUCTOS',
    loading: 'Cargando…',
  },
  success: {
    title: S.titles.success,
    lead: 'Tu pago se realizó con éxito.',
    folio: (id: number) => `Folio de tu pedido: ${id}`,
    products: 'Tu pedido',
    quantity: (n: number) => `Cantidad: ${n}`,
    subtotal: 'Subtotal',
    discount: 'Descuento',
    shipping: 'Envío',
    tax: 'Impuestos',
    total: 'Total pagado',
    address: 'Entrega',
    loading: 'Cargando tu pedido…',
    notFound: 'Tu pago está registrado. Encontrarás el detalle del pedido en Mis compras.',
    myOrders: 'MIS COMPRAS',
    continue: 'CONTINUAR',
    doneTitle: 'Compra realizada',
    doneLead: 'Gracias por comprar en Outlet Chihuahua. Puedes seguir tu pedido en Mis compras.',
  },
  cancel: {
    title: S.titles.cancel,
    message: 'Payment was not successful, please try again',
    lead: 'No se hizo ningún cargo. Tu carrito sigue guardado para que lo intentes de nuevo.',
    home: 'VOLVER AL INICIO',
    retry: 'REINTENTAR EL PAGO',
  },
} as const;

/**
 * What an order's customer will hear of it, and where: the success page and 'Mis compras' say it.
 * A delivery is announced when it goes 'en camino'; a store pickup when it is ready.
 */
export const ORDER_NOTICES = {
  onTheWay: 'Te avisaremos cuando tu pedido vaya en camino.',
  readyForPickup: 'Te avisaremos cuando esté lista para recoger.',
  /** The account's email when the store sends email, and its phone (as dialled) when it sends WhatsApp. */
  where: (email: string | null, whatsapp: string | null) =>
    `Los avisos de tu pedido llegan ${[email === null ? '' : `a ${email}`, whatsapp === null ? '' : `por WhatsApp al ${whatsapp}`].filter(Boolean).join(' y ')}.`,
} as const;

/** A delayed payment (a SPEI transfer, an OXXO voucher): an account has one open at a time. */
export const DELAYED_PAYMENT = {
  alreadyOpen:
    'Ya tienes un pago pendiente (SPEI u OXXO). Págalo o espera a que venza antes de elegir otro; con tarjeta puedes pagar ahora.',
} as const;
