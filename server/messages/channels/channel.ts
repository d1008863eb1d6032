import type { MessageChannel } from '../../../contract/messages';
import type { OutboxRow, Rendered } from '../templates/render';

/**
 * A way of sending a message. `idempotencyKey` is the message's own (its event, channel and
 * recipient), the same on every attempt, so a channel that can recognise a repeat is given it.
 */
export interface Channel {
  readonly name: MessageChannel;
  send(message: OutboxRow, rendered: Rendered, idempotencyKey: string): Promise<{ providerId: string }>;
}

/** A refusal that retrying cannot change (a 4xx from the provider, a recipient refused): the message fails at once. */
export class PermanentSendError extends Error {}
