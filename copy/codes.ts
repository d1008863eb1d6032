/**
 * What the one-time codes say: the request's answer, their refusals, the message that carries one.
 * The field's label and the page's words are the account pages' (copy/account.ts).
 */
export const CODES = {
  codeShape: 'El código tiene 6 dígitos.',
  purposeUnknown: 'No sabemos para qué es ese código.',
  sentByWhatsapp: (to: string) => `Te enviamos un código por WhatsApp al ${to}.`,
  sentByEmail: (to: string) => `Te enviamos un código a ${to}.`,
  sentForTest: 'Modo de prueba: no enviamos mensajes, tu código aparece aquí.',
  /** Login and reset answer the same whether the phone has an account or not. */
  sentIfAccount: 'Si ese número tiene una cuenta, le enviamos un código.',
  wrong: 'El código no es correcto.',
  noEmail: 'Tu cuenta no tiene correo. Agrégalo en tu perfil.',
  emailVerified: 'Listo: verificamos tu correo. Te escribiremos ahí sobre tus pedidos.',
  passwordReset: 'Listo: cambiamos tu contraseña y cerramos las sesiones abiertas.',
  expired: 'El código ya no es válido. Pide uno nuevo.',
  tooManyTries: 'Escribiste mal el código demasiadas veces. Pide uno nuevo.',
  /** A refusal of the limits, with when to try again ('15 minutos', '3 horas'). */
  tooMany: (wait: string) => `Ya enviamos varios códigos. Podrás pedir otro en ${wait}.`,
  tooManyFromHere: (wait: string) =>
    `Se pidieron demasiados códigos desde esta conexión. Inténtalo de nuevo en ${wait}.`,
  wait: (ms: number) => {
    const minutes = Math.max(1, Math.ceil(ms / 60_000));
    if (minutes < 60) return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
    const hours = Math.ceil(minutes / 60);
    return hours === 1 ? '1 hora' : `${hours} horas`;
  },
  noChannel: 'No podemos enviarte un código ahora. Escríbenos por WhatsApp.',
  /** The message itself: WhatsApp's authentication template carries only the code. */
  messageSubject: (code: string) => `${code} es tu código de Outlet Chihuahua`,
  messageBody: (code: string) =>
    `Tu código de Outlet Chihuahua es ${code}. Vence en 10 minutos. Si no lo pediste, ignora este mensaje: nadie puede entrar a una cuenta sin él.`,
} as const;
