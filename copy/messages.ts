/**
 * The store's messages (server/messages/templates/): subjects, leads and the few lines only a
 * message says. Labels the order pages already say (the totals, 'Tu pedido', 'Mis compras',
 * 'Número de guía', a size) come from their own tables.
 */
const folioOf = (folio: number) => `#${folio}`;

export const MESSAGE_TEXT = {
  greeting: (name: string) => `Hola, ${name}:`,
  signature: 'Outlet Chihuahua · Chihuahua, México',
  orderLink: 'Ver en Mis compras',
  whyYouGetThis: 'Recibes este mensaje por una compra o un cambio en tu cuenta de Outlet Chihuahua.',
  orderPaid: {
    subject: (folio: number) => `Recibimos tu pago: pedido ${folioOf(folio)}`,
    delivery: 'Te lo enviaremos por FedEx a esta dirección:',
    pickup: 'Lo recoges en la tienda; te avisaremos cuando esté listo.',
  },
  newOrderAlert: {
    subject: (folio: number, total: string) => `Nuevo pedido ${folioOf(folio)} por ${total}`,
    lead: 'Entró un pedido pagado. Prepáralo desde la oficina:',
    customer: 'Cliente',
    pickup: 'Recoge en tienda',
    open: 'Abrir el pedido',
  },
  readyForPickup: {
    subject: (folio: number) => `Tu pedido ${folioOf(folio)} está listo para recoger`,
    lead: 'Ya puedes pasar por tu pedido. Trae tu folio o dinos tu nombre en caja.',
    where: 'Dónde recogerlo',
  },
  shipped: {
    subject: (folio: number) => `Tu pedido ${folioOf(folio)} va en camino`,
    lead: 'Entregamos tu pedido a FedEx. Puedes seguirlo con tu número de guía:',
  },
  delivered: {
    subject: (folio: number) => `Tu pedido ${folioOf(folio)} fue entregado`,
    lead: 'FedEx nos confirma que tu pedido llegó. ¡Que lo disfrutes!',
  },
  cancelled: {
    subject: (folio: number) => `Cancelamos tu pedido ${folioOf(folio)}`,
    lead: 'Tu pedido fue cancelado y las piezas volvieron a la tienda.',
    refundDue: (total: string) =>
      `Te devolvemos ${total} al mismo medio de pago; el banco puede tardar unos días en reflejarlo.`,
    notCharged: 'Fue un pago de prueba: no se hizo ningún cargo, así que no hay nada que devolver.',
  },
  passwordChanged: {
    subject: 'Cambiaste tu contraseña',
    lead: 'La contraseña de tu cuenta acaba de cambiar y cerramos las demás sesiones.',
    notYou: 'Si no fuiste tú, escríbenos por WhatsApp en cuanto puedas.',
  },
  backInStock: {
    subject: (name: string) => `Ya llegó: ${name}`,
    lead: 'La pieza que nos pediste ya está disponible. Las piezas de outlet se acaban rápido.',
    see: 'Ver la pieza',
    photo: 'Ver la foto',
    stop: 'No quiero más avisos de esta pieza',
  },
  backInStockConfirm: {
    subject: (name: string) => `Confirma que quieres el aviso de ${name}`,
    lead: 'Nos pidieron avisarte en este contacto cuando esta pieza vuelva a estar disponible:',
    /** The link's label is the confirm page's own title and button (copy/back-in-stock.ts). */
    notYou: 'Si no lo pediste tú, ignora este mensaje y no te volveremos a escribir por esto.',
  },
  returns: {
    subject: (folio: string) => `Tu devolución ${folio}`,
    returnRequested: 'Recibimos tu solicitud de devolución. Te diremos pronto si procede.',
    returnApproved: 'Aprobamos tu devolución. Te enviaremos las instrucciones para entregarnos la pieza.',
    returnRefused: 'No pudimos aprobar tu devolución.',
    returnReceived: 'Recibimos la pieza de tu devolución y la estamos revisando.',
    returnRefunded: 'Tu devolución está completa: emitimos el reembolso.',
    reason: (reason: string) => `Motivo: ${reason}`,
  },
} as const;
