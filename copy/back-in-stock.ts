/**
 * 'Avísame cuando llegue': the store's button and form, the API's answers and the page a message's
 * stop link opens. Back-in-stock messages are an optional purpose: the form's opt-in is unticked
 * and its own.
 */
export const BACK_IN_STOCK = {
  /** The button under a sold-out product or size, and its dialog's title. */
  open: 'Avísame cuando llegue',
  /** What the form asks for: the product's name, and its size when one was chosen. */
  intro: (piece: string) => `Te enviaremos un solo mensaje cuando ${piece} vuelva a estar disponible.`,
  channel: '¿Cómo te avisamos?',
  byEmail: 'Correo electrónico',
  byWhatsapp: 'WhatsApp',
  email: 'Tu correo electrónico',
  whatsapp: 'Tu número de WhatsApp',
  whatsappHint: '10 dígitos, por ejemplo 614 123 4567.',
  /** A signed-in customer's own contact, offered first. */
  yours: (contact: string) => `La de tu cuenta: ${contact}`,
  other: 'Otro',
  consent: 'Acepto recibir un aviso cuando este artículo vuelva a estar disponible.',
  privacy:
    'Usaremos tu contacto solo para este aviso. El aviso vence a los 60 días y cada mensaje trae un enlace para dejar de recibirlos.',
  submit: 'Avisarme',
  sending: 'Enviando…',
  cancel: 'Cerrar',
  /** The answer, the same whether or not the request already existed (no one learns who asked). */
  confirmed: 'Listo. Te avisaremos cuando vuelva a estar disponible.',
} as const;

/** The API's refusals of a request, in Spanish. */
export const BACK_IN_STOCK_ERRORS = {
  consentMissing: 'Marca la casilla para aceptar recibir el aviso.',
  emailInvalid: 'Escribe un correo electrónico válido.',
  phoneInvalid: 'Escribe un número de WhatsApp válido de 10 dígitos.',
  channelMissing: 'Elige cómo quieres que te avisemos: correo o WhatsApp.',
  productMissing: 'No encontramos ese producto en la tienda.',
  productAvailable: 'Este producto está disponible: puedes comprarlo ahora.',
  sizeAvailable: 'Esa talla está disponible: puedes comprarla ahora.',
  tooMany: 'Se pidieron demasiados avisos desde esta conexión. Inténtalo de nuevo en una hora.',
} as const;

/** The page a message's stop link opens: a button, since mail scanners open links on their own. */
export const BACK_IN_STOCK_STOP = {
  /** The page's title and its button. */
  title: 'Dejar de recibir avisos',
  ask: '¿Quieres dejar de recibir avisos de disponibilidad en este contacto? Se cancelarán también los avisos que tengas pendientes.',
  done: 'Listo. Ya no te enviaremos avisos de disponibilidad a este contacto.',
  unknown: 'Este enlace no es válido. Si copiaste la dirección, revisa que esté completa.',
  back: 'Ir a la tienda',
} as const;
