/** A shop day ('2026-12-12') as the customer reads it: '12 de diciembre de 2026'. */
export const spokenDay = (day: string) =>
  new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The returns' texts: the customer's request on 'Mis compras', the owner's panel, the API's refusals. */
export const RETURN_COPY = {
  errors: {
    lineMissing: 'Elige las prendas que quieres devolver.',
    quantity: 'La cantidad a devolver debe ser un número entero de 1 o más.',
    noLines: 'Elige al menos una prenda para devolver.',
    reason: 'Elige el motivo de la devolución.',
    noteLength: 'El comentario admite hasta 500 caracteres.',
    refusalMissing: 'Escribe por qué se rechaza la devolución: el cliente lo leerá.',
    refusalLength: 'El motivo del rechazo admite hasta 300 caracteres.',
    receivedHow: 'Indica si la devolución llegó a la tienda o por paquetería.',
    step: 'Ese paso no existe: approve, refuse, receive o refund.',
    orderMissing: 'No encontramos ese pedido en tu cuenta.',
    returnMissing: 'Esa devolución no existe.',
    notDelivered: 'Solo se puede devolver un pedido entregado.',
    windowClosed: (deadline: string) => `El plazo para devolver este pedido terminó el ${deadline}.`,
    notInOrder: 'Esa prenda no está en este pedido.',
    noChange: (name: string) =>
      `Por higiene, «${name}» solo se puede devolver si llegó dañado o no es lo que pediste: elige uno de esos motivos o quítalo de la devolución.`,
    tooMany: (name: string, returnable: number) =>
      returnable === 0
        ? `Ya no quedan piezas de «${name}» por devolver.`
        : `De «${name}» puedes devolver hasta ${returnable}.`,
    stepRefused: (status: string) =>
      `Una devolución '${status}' no puede dar ese paso. Actualiza la página para ver lo que sí se puede.`,
    refundFailed: 'El proveedor de pagos no hizo el reembolso. Intenta de nuevo en unos minutos.',
  },
  reasons: {
    size: 'No me quedó la talla',
    notAsDescribed: 'No es como se describe',
    damaged: 'Llegó dañado o con defecto',
    wrongItem: 'No es lo que pedí',
    changedMind: 'Ya no lo quiero',
    other: 'Otro motivo',
  },
  statuses: {
    requested: 'Solicitada',
    approved: 'Aprobada',
    refused: 'Rechazada',
    received: 'Recibida',
    refunded: 'Reembolsada',
  },
  receivedHow: { inStore: 'en la tienda', byMail: 'por paquetería' },
  customer: {
    title: 'Devoluciones',
    open: (deadline: string) => `Puedes pedir una devolución hasta el ${deadline}.`,
    closed: (deadline: string) => `El plazo para pedir una devolución terminó el ${deadline}.`,
    start: 'Devolver prendas',
    formTitle: 'Pedir una devolución',
    units: (name: string) => `Piezas de ${name} a devolver`,
    available: (n: number) => `de ${n}`,
    noChangeLine: 'Por higiene, solo si llegó dañado o no es lo que pediste.',
    fewer: 'Una pieza menos',
    more: 'Una pieza más',
    reason: 'Motivo',
    choose: 'Elige un motivo',
    note: 'Comentario (opcional)',
    send: 'Enviar solicitud',
    sending: 'Enviando…',
    sendFailed: 'No pudimos enviar tu solicitud. Intenta de nuevo en unos minutos.',
    cancel: 'Cancelar',
    sent: 'Recibimos tu solicitud de devolución. Te avisaremos cuando la revisemos.',
    returnTitle: (id: number) => `Devolución #${id}`,
    refusedBecause: (reason: string) => `Motivo del rechazo: ${reason}`,
    nextStep: {
      requested: 'La estamos revisando.',
      approved: 'Tráela a la tienda o envíala con la guía de FedEx que te mandamos.',
      received: 'Ya la recibimos: el reembolso va en camino.',
      refunded: 'Te devolvimos el dinero a tu tarjeta; tu banco puede tardar de 5 a 10 días hábiles en reflejarlo.',
      refused: '',
    },
    refund: (amount: string) => `Reembolso: ${amount}`,
  },
  owner: {
    title: 'Devoluciones',
    none: 'Este pedido no tiene devoluciones.',
    requestedOn: (date: string) => `Pedida el ${date}`,
    reason: 'Motivo del cliente',
    refund: 'A reembolsar',
    refunded: 'Reembolsado',
    approve: 'Aprobar',
    refuse: 'Rechazar',
    refusal: 'Motivo del rechazo (lo lee el cliente)',
    confirmRefuse: 'Rechazar la devolución',
    receivedIn: 'Recibida',
    receiveInStore: 'Recibida en la tienda',
    receiveByMail: 'Recibida por paquetería',
    refundStripe: 'Reembolsar con Stripe',
    refundTest: 'Registrar reembolso (pago de prueba)',
    refundedWith: (id: string | null) => (id ? `Reembolso ${id}` : 'Pago de prueba: sin cobro que devolver'),
    // the refund's computation (machines/returns/refund.ts), amounts already formatted
    charged: (amount: string) => `Pagó ${amount} por las prendas (sin envío).`,
    kept: (units: number, amount: string) =>
      units === 0
        ? 'No se queda con ninguna pieza.'
        : `Se queda con ${units} ${units === 1 ? 'pieza' : 'piezas'}: pagaría ${amount}.`,
    earlier: (amount: string) => `Devoluciones anteriores: ${amount}.`,
    refundSum: (terms: readonly string[], refund: string) => `Reembolso: ${terms.join(' − ')} = ${refund}`,
    nothingBack:
      'Lo que se queda cuesta lo que pagó, descontadas las devoluciones anteriores, o más: no hay reembolso.',
    // the refund at the provider (server/modules/returns/refunds.ts)
    refundStates: {
      requested: 'Reembolso pedido al proveedor, sin respuesta aún',
      sent: 'Reembolso enviado: el banco lo está procesando',
      confirmed: 'Reembolso confirmado por el proveedor',
      failed: 'El reembolso falló',
    },
    failedBecause: (reason: string) => `Respuesta del proveedor: ${reason}`,
    notRetryable: 'Reintentar daría la misma respuesta: revísalo en el panel de Stripe.',
    retry: 'Reintentar',
    stepDone: 'Devolución actualizada.',
  },
} as const;
