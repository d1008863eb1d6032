/**
 * Validation messages, exactly as the legacy store wrote them. The browser forms and the
 * server's schemas use these same strings, so a rule and its message live in one place.
 */
export const VALIDATION = {
  loginPhoneShort: 'Por favor, ingrese un número de teléfono válido.',
  loginPhoneLong: 'El número teléfonico es demasiado largo.',
  loginPasswordShort: 'La contraseña es muy corta.',
  signupNameShort: 'Por favor ingrese un nombre valido.',
  signupEmailInvalid: 'Por favor introduzca una dirección de correo electrónico válida.',
  signupPasswordShort: 'La contraseña es demasiado corta.',
  signupPasswordsDiffer: 'Las contraseñas no coinciden',
  profilePhoneShort: 'El número de teléfono debe tener al menos 10 dígitos.',
  newPasswordsDiffer: 'Las nuevas contraseñas no coinciden.',
  required: 'Este campo es obligatorio.',
  zipcode: 'El código postal debe tener 5 dígitos.',
  /** The optional purposes' consent travels as true or false. */
  marketingConsentYesOrNo: 'Indica con sí o no si aceptas recibir ofertas y avisos.',
  /** A query's yes-or-no filter (the store's lists, the back office's). */
  yesOrNo: 'Los filtros de sí o no aceptan solo true o false.',
} as const;
