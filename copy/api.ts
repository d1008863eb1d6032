/**
 * The API's Spanish answers that more than one place says: several routes, or a route and the
 * app (which says the same when it can tell without asking). Each route's other errors are
 * written once, beside their rule.
 */
export const API_ERRORS = {
  routeMissing: 'Esta ruta de la API no existe.',
  notJson: 'El cuerpo de la petición no es JSON válido.',
  userMissing: 'No se pudo recuperar la información de usuario',
  phoneTaken: 'Ya existe una cuenta con ese número de teléfono.',
  emailTaken: 'Ya existe una cuenta con ese correo electrónico.',
  emailLocked: 'El correo electrónico no se puede cambiar.',
  passwordTooLong: 'La contraseña es demasiado larga.',
  notAdmin: 'No tienes acceso a la administración de la tienda.',
  orderNotYours: 'No encontramos ese pedido en tu cuenta.',
  paymentSessionClosed: 'Esta sesión de pago ya no está activa',
  /** A product sold by size asked for without one: what the checkout answers and the size picker says. */
  chooseSize: 'Elige una talla',
  /** A size the product is not sold in. */
  noSuchSize: 'Esa talla no existe',
  /** Said by the app's API client when an answer does not match the contract's schema. */
  unexpectedAnswer: 'La respuesta del servidor no tiene el formato esperado.',
} as const;
