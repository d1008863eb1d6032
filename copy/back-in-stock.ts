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
    'Usaremos tu contacto solo para este aviso. Si no es el de tu cuenta, primero te pediremos confirmarlo. El aviso vence a los 60 días y cada mensaje trae un enlace para dejar de recibirlos.',
  submit: 'Avisarme',
  sending: 'Enviando…',
  cancel: 'Cerrar',
  /** A signed-in customer's answer for their own verified contact: the request is open at once. */
  confirmed: 'Listo. Te avisaremos cuando vuelva a estar disponible.',
  /**
   * Every other answer, the same whether the request is new, already there, or for a contact that
   * asked to stop (no one learns anything about a contact by asking for it).
   */
  checkInbox:
    'Te enviamos un mensaje para confirmar el aviso. Abre el enlace que trae: sin tu confirmación no te enviaremos nada más.',
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
  whatsappMexicoOnly: 'Por ahora solo enviamos avisos por WhatsApp a números de México (+52).',
  whatsappOff: 'Por ahora no enviamos avisos por WhatsApp. Elige correo electrónico.',
  /** Said only to a signed-in customer about their own contact: anyone else hears the same answer as always. */
  tooManyOpen: 'Ya tienes 3 avisos pendientes. Espera a que llegue alguno o detén uno para pedir otro.',
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

/** The page a confirmation's link opens: a button, since mail scanners open links on their own. */
export const BACK_IN_STOCK_CONFIRM = {
  /** The page's title and its button. */
  title: 'Confirmar el aviso',
  ask: '¿Quieres que te avisemos en este contacto cuando la pieza que pediste vuelva a estar disponible? Será un solo mensaje.',
  done: 'Listo. Confirmaste el aviso: te escribiremos cuando la pieza vuelva a estar disponible.',
  unknown:
    'Este enlace ya no es válido: venció a las 48 horas o el aviso se detuvo. Puedes pedirlo de nuevo en la tienda.',
} as const;
