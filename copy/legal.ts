/**
 * The legal texts more than one place says: the two legal pages' names (footer, links beside the
 * sign-up and pay buttons, the pages' own titles), the simplified privacy notice shown where data
 * is collected, the consent box for the optional purposes and the profile's record of it, and
 * the line under every total. The pages' own paragraphs are in src/pages/info/.
 */
export const LEGAL = {
  privacy: 'Aviso de privacidad',
  terms: 'Términos y condiciones',
  /** The footer's group of the two legal pages. */
  footerHeading: 'Legal',
  /** Under every total: the cart's, the payment step's, an order's. */
  pricesIncludeTax: 'Precios en MXN con IVA incluido',
  /** Joins the two links of a notice: '… el Aviso de privacidad y los Términos y condiciones'. */
  and: 'y los',
  /**
   * The simplified privacy notice at sign-up: who is responsible, the necessary purposes, the
   * optional ones and how to refuse them, then the links to the full notice and the terms.
   */
  signupNotice:
    'Outlet Chihuahua es responsable de tus datos personales. Los usamos para crear tu cuenta, vender y entregar tus compras y enviarte los mensajes de tus pedidos. Ofertas, avisos de productos que vuelven y encuestas solo con tu permiso, que puedes retirar cuando quieras desde tu perfil.',
  signupReadMore: 'Al crear tu cuenta aceptas lo que dicen el',
  /** The simplified notice beside the pay button. */
  checkoutNotice:
    'Outlet Chihuahua usa tus datos para cobrar, entregar tu pedido y avisarte de él; tu tarjeta la recibe el procesador de pagos, nunca la guardamos.',
  checkoutReadMore: 'Al continuar aceptas lo que dicen el',
  /** The sign-up's own unticked box for the optional purposes. */
  consentLabel: 'Quiero recibir ofertas, avisos de productos que vuelven y encuestas (opcional).',
  /** The profile's record of that consent. */
  profile: {
    heading: 'Privacidad',
    consent: 'Ofertas, avisos y encuestas',
    given: (date: string) => `Aceptado el ${date}`,
    notGiven: 'No aceptado',
    withdrawn: (date: string) => `No aceptado (lo retiraste el ${date})`,
    give: 'Aceptar ofertas y avisos',
    withdraw: 'Retirar mi consentimiento',
    saving: 'Guardando…',
    failed: 'No pudimos guardar tu elección. Inténtalo de nuevo.',
    orderMessages: 'Los mensajes de tus pedidos (pago, envío, entrega) te llegan siempre: son parte de tu compra.',
  },
} as const;

/** What the server answers when the profile changes the consent (the toast the customer sees). */
export const MARKETING_CONSENT = {
  given: 'Listo: te enviaremos ofertas y avisos. Puedes retirarlo cuando quieras desde tu perfil.',
  withdrawn: 'Listo: ya no te enviaremos ofertas, avisos ni encuestas.',
} as const;
