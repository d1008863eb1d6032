import type { WhatsAppSettings } from '../settings';
import { type Channel, PermanentSendError } from './channel';

/**
 * WhatsApp by the Business Cloud API: a template message (only approved templates may open a
 * conversation), in es_MX, its body parameters drawn by the message's template. The Cloud API
 * takes no idempotency key; `biz_opaque_callback_data` carries ours, so the status webhooks of a
 * repeated send can be told apart. A 5xx, a 429 or a network error is retried; any other 4xx
 * fails the message at once (a bad number, a template not approved).
 */
export function whatsappChannel(settings: WhatsAppSettings): Channel {
  const url = `${settings.apiUrl}/${settings.phoneNumberId}/messages`;
  return {
    name: 'whatsapp',
    async send(message, rendered, idempotencyKey) {
      const answer = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.recipient.replace(/^\+/, ''),
          type: 'template',
          biz_opaque_callback_data: idempotencyKey,
          template: {
            name: settings.templates[message.kind],
            language: { code: 'es_MX' },
            components: [
              { type: 'body', parameters: rendered.whatsappParams.map((text) => ({ type: 'text', text })) },
              // An authentication template's 'Copiar código' button takes the code too.
              ...(rendered.whatsappCopyCode
                ? [
                    {
                      type: 'button',
                      sub_type: 'url',
                      index: '0',
                      parameters: [{ type: 'text', text: rendered.whatsappCopyCode }],
                    },
                  ]
                : []),
            ],
          },
        }),
        signal: AbortSignal.timeout(20_000),
      });
      const body = (await answer.json().catch(() => ({}))) as {
        messages?: { id?: string }[];
        error?: { message?: string; code?: number };
      };
      if (answer.ok && body.messages?.[0]?.id) return { providerId: body.messages[0].id };
      const why = `WhatsApp ${answer.status}: ${body.error?.message ?? answer.statusText}`;
      if (answer.status >= 400 && answer.status < 500 && answer.status !== 429) throw new PermanentSendError(why);
      throw new Error(why);
    },
  };
}
