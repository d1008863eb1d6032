/**
 * The shop's own facts, in one place for the pages that show them (contact, location, about,
 * returns: src/features/info/) and the structured data the server writes for search engines
 * (server/pages/json-ld.ts). The address is the pickup point's (contract/checkout.ts).
 */
import { STORE_ADDRESS } from './checkout';
import { searchKey } from './text';

export const STORE = {
  name: 'Outlet Chihuahua',
  street: STORE_ADDRESS.line1,
  neighbourhood: STORE_ADDRESS.neighbourhood,
  city: STORE_ADDRESS.city,
  state: STORE_ADDRESS.state,
  zip: STORE_ADDRESS.postal_code,
  country: STORE_ADDRESS.country,
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

/**
 * The terms of the Devoluciones page (src/pages/info/ReturnsPage.tsx): a change within 15 calendar
 * days of receiving the order, brought to the shop in Chihuahua or sent with the FedEx label the
 * shop sends (so returning costs the shopper nothing), for another size, another piece or store
 * credit. Earrings are never changed (hygiene); nor are underwear and swimwear, which the store
 * has no department for.
 */
export const RETURN_POLICY = {
  days: 15,
  country: STORE_ADDRESS.country,
  inStore: true,
  byMail: true,
  freeReturn: true,
  /** Departments whose pieces have no change, by their accent-free name (contract/text.ts `searchKey`). */
  noReturnDepartmentKeys: ['aretes'],
} as const;

/** Whether a department's pieces have no change (earrings): they come back only for NO_CHANGE_REASONS (contract/returns.ts). */
export const isNoChangeDepartment = (departmentName: string): boolean =>
  (RETURN_POLICY.noReturnDepartmentKeys as readonly string[]).includes(searchKey(departmentName));

/**
 * How long a FedEx home delivery takes, in business days: packed the day the order is paid or the
 * next, then two to five days on the road inside Mexico. Store pickup is ready the same day.
 */
export const DELIVERY_DAYS = {
  handling: { min: 0, max: 1 },
  transit: { min: 2, max: 5 },
  pickupHandling: { min: 0, max: 1 },
} as const;
