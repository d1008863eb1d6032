import { STORE_ADDRESS } from '../../../contract/checkout';

/** The shop's own details, used by the contact, location and about pages; the address is the pickup point's. */
export const STORE = {
  name: 'Outlet Chihuahua',
  street: STORE_ADDRESS.line1,
  neighbourhood: STORE_ADDRESS.neighbourhood,
  city: STORE_ADDRESS.city,
  state: STORE_ADDRESS.state,
  zip: STORE_ADDRESS.postal_code,
  phone: '+52 614 410 2030',
  phoneHref: 'tel:+526144102030',
  whatsappHref: 'https://wa.me/526144102030',
  email: 'hola@outletchihuahua.mx',
  hours: [
    { days: 'Lunes a viernes', time: '10:00 a 20:00 h' },
    { days: 'Sábado', time: '10:00 a 19:00 h' },
    { days: 'Domingo', time: '11:00 a 17:00 h' },
  ],
  mapQuery: 'Av. Tecnológico 4501, Chihuahua, Chih., México',
} as const;

/** The shop's WhatsApp chat with `text` already typed in: the one place this link is built. */
export const whatsappLink = (text: string) => `${STORE.whatsappHref}?text=${encodeURIComponent(text)}`;

export const storeAddressLine = `${STORE.street}, ${STORE.neighbourhood}, C.P. ${STORE.zip}, ${STORE.city}, Chih.`;
