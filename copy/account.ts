import { API_ERRORS } from './api';
import { MESSAGES } from './notices';
import { S } from './storefront';

/** The labels of the account fields, the same on every form that asks for them. */
const PHONE = 'Número de teléfono';
const EMAIL = 'Correo electrónico';
const NEW_PASSWORD = 'Nueva contraseña';
const CONFIRM_NEW_PASSWORD = 'Confirmar nueva contraseña';
/** A form's button while the code it asked for is being sent (the reset's, the guest's). */
const SENDING_CODE = 'Enviando código…';

/** Shopper-facing texts of the account screens. Texts the legacy store showed are kept exactly. */
export const A = {
  /** Said after the name of a link that opens another tab. */
  newTab: '(se abre en una pestaña nueva)',
  login: {
    title: S.titles.login,
    lead: 'Entra con tu número de teléfono para pagar y ver tus compras.',
    phone: PHONE,
    password: 'Contraseña',
    remember: 'Recordarme',
    submit: 'INICIAR SESIÓN',
    submitting: 'Entrando…',
    /** Opens the reset by code (`A.reset`). */
    forgot: '¿Olvidaste tu contraseña?',
    /** Beside the password: a login by a one-time code sent to the phone. */
    byCode: 'Recibir un código',
    byCodeHint: '¿Sin contraseña a la mano? Te enviamos un código para entrar.',
    noAccount: '¿Aún no tienes cuenta?',
    register: 'Regístrate',
    /** The link to 'Comprar sin cuenta' (`A.guest`). */
    guestQuestion: '¿Sin cuenta?',
    guestLink: 'Compra como invitado',
  },
  signup: {
    title: S.titles.signup,
    lead: 'Regístrate para pagar tus compras y seguir tus pedidos.',
    name: 'Nombre completo',
    email: EMAIL,
    phone: PHONE,
    password: 'Contraseña',
    passwordHint: 'Mínimo 6 caracteres.',
    confirm: 'Confirmar contraseña',
    remember: 'Recordarme',
    submit: 'CREAR CUENTA',
    submitting: 'Creando cuenta…',
    haveAccount: '¿Ya tienes cuenta?',
    login: 'Inicia sesión',
  },
  /** '¿Olvidaste tu contraseña?': a code to the account's phone, then a new password. */
  reset: {
    title: 'Recupera tu contraseña',
    lead: 'Escribe el número de tu cuenta: te enviamos un código para que elijas una contraseña nueva.',
    phone: PHONE,
    submit: 'ENVIAR CÓDIGO',
    submitting: SENDING_CODE,
    back: 'Volver a iniciar sesión',
    newPassword: NEW_PASSWORD,
    confirmPassword: CONFIRM_NEW_PASSWORD,
    save: 'GUARDAR Y ENTRAR',
  },
  /**
   * 'Comprar sin cuenta': a guest's name and phone (the email only if they want messages there),
   * then the code for the phone; signed in, they pay as any customer.
   */
  guest: {
    title: S.titles.guest,
    lead: 'Sin contraseña: te enviamos un código a tu teléfono para confirmar que es tuyo, y pagas.',
    name: 'Nombre completo',
    phone: PHONE,
    email: `${EMAIL} (opcional)`,
    emailHint: 'Solo si quieres recibir tus mensajes ahí.',
    submit: 'RECIBIR CÓDIGO',
    submitting: SENDING_CODE,
    /** The code step's button: signs the guest in and goes on (from the cart: to paying). */
    enter: 'CONTINUAR',
  },
  /** The one-time code's step, after the sign-up's form, 'Recibir un código' or the reset's phone. */
  code: {
    title: 'Escribe tu código',
    label: 'Código de 6 dígitos',
    hint: (minutes: number) => `Llega en unos segundos y vence en ${minutes} minutos.`,
    testCode: 'Tu código:',
    enter: 'ENTRAR',
    checking: 'Comprobando…',
    resend: 'Reenviar código',
    resendIn: (seconds: number) => `Reenviar código (${seconds} s)`,
    resendWait: (seconds: number) => `Podrás pedir otro código en ${seconds} segundos.`,
    resendReady: 'Ya puedes pedir otro código.',
    back: 'Cambiar mis datos',
  },
  profile: {
    title: S.titles.profile,
    tabsLabel: 'Secciones de mi cuenta',
    tabProfile: 'Perfil',
    tabOrders: 'Compras',
    personal: 'Información personal',
    shipping: 'Datos de envío',
    id: 'Número de cliente',
    name: 'Nombre',
    email: EMAIL,
    phone: 'Teléfono',
    state: 'Estado',
    city: 'Ciudad',
    street: 'Calle y número',
    zip: 'Código postal',
    na: 'N/A',
    editProfile: 'Editar perfil',
    editAddress: 'Editar dirección',
    changePassword: 'Cambiar contraseña',
    save: 'GUARDAR',
    saving: 'Guardando…',
    cancel: 'Cancelar',
    emailLocked: API_ERRORS.emailLocked,
    currentPassword: 'Contraseña actual',
    newPassword: NEW_PASSWORD,
    confirmPassword: CONFIRM_NEW_PASSWORD,
    updateFailed: MESSAGES.profileUpdateFailed,
    passwordFailed: 'Ha ocurrido un error al cambiar la contraseña.',
    loading: 'Cargando tu información…',
    logout: 'Cerrar sesión',
  },
  orders: {
    heading: 'Mis compras',
    empty: 'No hay pedidos registrados',
    emptyHint: 'Cuando compres, aquí verás el estado y el número de guía de cada pedido.',
    failed: 'Error al obtener las órdenes',
    loading: 'Cargando tus pedidos…',
    folio: 'Folio',
    testPayment: 'Pago de prueba',
    date: 'Fecha',
    total: 'Total',
    status: 'Estado',
    tracking: 'Número de guía',
    pending: 'Pendiente',
    track: 'Rastrear paquete',
    trackPending: ': número de guía pendiente, pídelo por WhatsApp',
    trackingText: (name: string, id: number, folio: number) =>
      `Hola, soy ${name} (cliente ${id}). Mi pedido con folio ${folio} ya fue enviado; ¿me comparten su número de guía para rastrearlo?`,
    help: 'Ayuda con este pedido',
    details: 'Ver detalle',
    whatsappText: (name: string, id: number, folio: number) =>
      `Hola, soy ${name} (cliente ${id}). Necesito ayuda con mi pedido con folio ${folio}.`,
    retry: 'Reintentar',
  },
  detail: {
    title: (id: string) => `Pedido ${id}`,
    products: 'Productos',
    unitPrice: 'Precio',
    quantity: 'Cantidad',
    discountOff: (pct: number) => `${pct}% de descuento`,
    summary: 'Resumen',
    subtotal: 'Subtotal',
    discount: 'Descuento',
    shipping: 'Envío',
    free: 'Gratis',
    total: 'Total',
    address: 'Dirección de entrega',
    card: 'Tarjeta',
    cardEnding: (last4: string) => `Terminación ${last4}`,
    noCard: 'Sin datos de tarjeta',
    status: 'Estado',
    date: 'Fecha',
    tracking: 'Número de guía',
    visitorTitle: 'Inicia sesión para ver este pedido',
    visitorText: 'Los pedidos solo los puede ver la cuenta que hizo la compra.',
    notFoundTitle: 'Pedido no disponible',
    notFoundText: API_ERRORS.orderNotYours,
    back: 'Volver a mis compras',
    login: 'INICIAR SESIÓN',
    loading: 'Cargando el pedido…',
  },
} as const;
