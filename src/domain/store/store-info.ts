import { STORE } from '../../../contract/store';

/** The shop's own details (contract/store.ts), used by the contact, location and about pages. */
export { STORE };

/** The shop's WhatsApp chat with `text` already typed in: the one place this link is built. */
export const whatsappLink = (text: string) => `${STORE.whatsappHref}?text=${encodeURIComponent(text)}`;

export const storeAddressLine = `${STORE.street}, ${STORE.neighbourhood}, C.P. ${STORE.zip}, ${STORE.city}, Chih.`;
