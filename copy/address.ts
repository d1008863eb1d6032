/**
 * The Mexican delivery address as the shopper and the owner read it: each field's label and hint,
 * the rules' messages, and the words the one-line address is written with.
 */
export const ADDRESS = {
  label: {
    shipping_address_line1: 'Calle',
    shipping_exterior_number: 'Número exterior',
    shipping_interior_number: 'Número interior (opcional)',
    shipping_neighborhood: 'Colonia',
    shipping_zipcode: 'Código postal',
    shipping_state: 'Estado',
    shipping_municipality: 'Municipio o alcaldía',
    shipping_city: 'Ciudad',
    shipping_references: 'Referencias (opcional)',
    shipping_receiver_name: 'Quién recibe',
    shipping_receiver_phone: 'Teléfono de quien recibe',
  },
  hint: {
    shipping_exterior_number: 'Escribe S/N si no tiene número.',
    shipping_interior_number: 'Departamento, piso o local.',
    shipping_state: 'Lo elige el código postal.',
    shipping_zipcode: '5 dígitos; con él elegimos tu estado.',
    shipping_references: 'Entre qué calles está, color de la casa o algo que ayude a encontrarla.',
    shipping_receiver_name: 'Tú, si no cambias el nombre.',
    shipping_receiver_phone: '10 dígitos; el repartidor llama a este número.',
  },
  chooseState: 'Elige un estado',
  /** The rules' messages, each at its field. */
  error: {
    state: 'Elige el estado de la lista.',
    postalCodeUnknown: 'Ese código postal no existe en México; revisa los primeros dos dígitos.',
    postalCodeOtherState: (state: string) => `Ese código postal es de ${state}; corrige el estado o el código postal.`,
    phone: 'Escribe un teléfono de 10 dígitos.',
    tooLong: (max: number) => `Máximo ${max} caracteres.`,
    notMexican: 'Solo enviamos dentro de México: escribe la dirección con su código postal de 5 dígitos.',
  },
  /** The words of the one-line address (the order's `shipping_address`). */
  line: {
    interior: (n: string) => `Int. ${n}`,
    neighborhood: (n: string) => `Col. ${n}`,
    postalCode: (cp: string) => `C.P. ${cp}`,
    references: (r: string) => `Referencias: ${r}`,
    receiver: (name: string, phone: string) => `Recibe: ${name}, tel. ${phone}`,
  },
  /** An address saved before the store asked for colonia, number and who receives it. */
  incompleteOld:
    'Tu dirección guardada está incompleta: falta la colonia, el número o quién recibe. Complétala para continuar.',
} as const;
