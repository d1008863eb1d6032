/**
 * A contact the store may write to: a phone (E.164) by WhatsApp, or an email. Two spellings of one
 * inbox are one contact: compared in lower case, and an email without its `+tag`
 * ('ana+1@example.mx' is 'ana@example.mx'), so plus-addresses cannot multiply a request or escape a
 * stop. The store keeps the address as given to send to, and its canonical form to compare.
 */
export type ContactChannel = 'email' | 'whatsapp';

export function canonicalContact(channel: ContactChannel, address: string): string {
  const lower = address.trim().toLowerCase();
  // A tag is what follows the first '+' of the local part, when something comes before it.
  return channel === 'email' ? lower.replace(/^([^+@]+)\+[^@]*(@[^@]+)$/, '$1$2') : lower;
}
