/**
 * A contact the store may write to: a phone (E.164) by WhatsApp, or an email. Two spellings of one
 * inbox are one contact: compared in lower case, and an email without its `+tag`
 * ('ana+1@example.mx' is 'ana@example.mx'), so plus-addresses cannot multiply a request or escape a
 * stop. The store keeps the address as given to send to, and its canonical form to compare.
 */
export type ContactChannel = 'email' | 'whatsapp';

export function canonicalContact(channel: ContactChannel, address: string): string {
  const lower = address.trim().toLowerCase();
  if (channel !== 'email') return lower;
  const at = lower.lastIndexOf('@');
  if (at < 1) return lower;
  const local = lower.slice(0, at).split('+')[0] || lower.slice(0, at);
  return `${local}${lower.slice(at)}`;
}
