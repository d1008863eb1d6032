import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { EmailSettings } from '../settings';
import { type Channel, PermanentSendError } from './channel';

/**
 * Email by SMTP (SMTP_URL, MAIL_FROM). Each message's Message-ID is derived from its idempotency
 * key, so every attempt of one message carries the same Message-ID: SMTP has no way to refuse a
 * repeat, but a mail app that receives the rare second copy (a crash after the server accepted and
 * before the outbox recorded it) shows them as one message.
 */
export function emailChannel(settings: EmailSettings): Channel {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    // Well within the worker's lease, so a hung server fails the attempt before another process may take it.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  const domain = /@([^>\s]+)>?\s*$/.exec(settings.from)?.[1] ?? 'outlet.local';
  return {
    name: 'email',
    async send(message, rendered, idempotencyKey) {
      const messageId = `<${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}@${domain}>`;
      try {
        const info = await transport.sendMail({
          from: settings.from,
          to: message.recipient,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          messageId,
          headers: { ...rendered.headers, 'X-Outlet-Event': idempotencyKey },
        });
        return { providerId: info.messageId ?? messageId };
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        // 5xx: the server refused this message (a bad address); 4xx and network errors may pass later.
        if (code !== undefined && code >= 500 && code < 600 && (error as { code?: string }).code !== 'EAUTH')
          throw new PermanentSendError(`SMTP ${code}: ${(error as Error).message}`);
        throw error;
      }
    },
  };
}
