/** The shop's own details, used by the contact, location and about pages. */
export const STORE = {
  name: 'Outlet Chihuahua',
  street: 'Av. Tecnológico 4501, local 12',
  neighbourhood: 'Col. Magisterial',
  city: 'Chihuahua',
  state: 'Chihuahua',
  zip: '31310',
  phone: '+52 614 123 4567',
  phoneHref: 'tel:+526141234567',
  whatsappHref: 'https://wa.me/526141234567',
  email: 'hola@outletchihuahua.mx',
  hours: [
    { days: 'Lunes a viernes', time: '10:00 a 20:00 h' },
    { days: 'Sábado', time: '10:00 a 19:00 h' },
    { days: 'Domingo', time: '11:00 a 17:00 h' },
  ],
  mapQuery: 'Av. Tecnológico 4501, Chihuahua, Chih., México',
} as const;

export const storeAddressLine = `${STORE.street}, ${STORE.neighbourhood}, C.P. ${STORE.zip}, ${STORE.city}, Chih.`;
