import type { CodeChannel } from '../../contract/contact-codes';
import { CODES } from '../../copy/codes';
import { badRequest } from '../http/errors';
import { messageSettings } from '../messages/settings';
import type { CodeDestination } from './codes';

/**
 * Where a code for `phone` goes: by WhatsApp when the store sends WhatsApp; else to the email
 * when it sends email (sign-up's, or the account's); with no channel at all ('Modo de prueba')
 * it is written for the phone, marked 'skipped' by the worker, and shown on the page.
 */
export function codeDestination(phone: string, email: string | null): CodeDestination & { shown: CodeChannel } {
  const { whatsapp, email: smtp } = messageSettings();
  if (whatsapp) return { channel: 'whatsapp', recipient: phone, shown: 'whatsapp' };
  if (smtp) {
    if (!email) throw badRequest(CODES.noChannel);
    return { channel: 'email', recipient: email, shown: 'email' };
  }
  return { channel: 'whatsapp', recipient: phone, shown: 'test' };
}

/** A destination as the page may say it: '+52 *** *** 4567', 'a***@example.mx'. */
export function maskedDestination({ channel, recipient }: CodeDestination): string {
  if (channel === 'whatsapp') return `${recipient.slice(0, 3)} *** *** ${recipient.slice(-4)}`;
  const at = recipient.indexOf('@');
  return `${recipient.slice(0, 1)}***${recipient.slice(at)}`;
}
