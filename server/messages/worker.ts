import type { MessageChannel } from '../../contract/messages';
import type { Db } from '../db/client';
import { errorSummary } from '../error-summary';
import { type Channel, PermanentSendError } from './channels/channel';
import { emailChannel } from './channels/email';
import { whatsappChannel } from './channels/whatsapp';
import { onMessagesChanged } from './nudge';
import type { MessageSettings } from './settings';
import { type OutboxRow, renderMessage, UnrenderableMessage } from './templates/render';

/** Messages one claim takes: small, so one process never holds many leases while it sends. */
const BATCH = 10;

export interface MessageWorker {
  /** Starts polling (and answering nudges). */
  start(): void;
  /** Looks for due messages now. */
  nudge(): void;
  /** Sends what is due now, until nothing is: the number of messages it handled. */
  drain(): Promise<number>;
  /** Stops polling and waits for the messages in hand. */
  stop(): Promise<void>;
}

/** The channels the settings configure; a channel missing here marks its messages 'skipped'. */
export function channelsOf(settings: MessageSettings): Partial<Record<MessageChannel, Channel>> {
  return {
    ...(settings.email ? { email: emailChannel(settings.email) } : {}),
    ...(settings.whatsapp ? { whatsapp: whatsappChannel(settings.whatsapp) } : {}),
  };
}

/** The secrets an error text may quote (SMTP_URL's password, the WhatsApp token): never logged nor stored. */
function secretsOf(settings: MessageSettings): string[] {
  const secrets: string[] = [];
  if (settings.email) {
    try {
      const password = new URL(settings.email.smtpUrl).password;
      if (password) secrets.push(password, decodeURIComponent(password));
    } catch {
      // not a URL the worker can read a password from: nothing to hide
    }
  }
  if (settings.whatsapp) secrets.push(settings.whatsapp.token);
  return secrets.filter((s) => s.length > 0);
}

/**
 * The outbox's sender. Each round it claims due messages with FOR UPDATE SKIP LOCKED (so two
 * processes on one PostgreSQL never take the same message), marks them 'sending' with a lease
 * (locked_until) and its attempt number, sends each, and records the outcome and the attempt,
 * fenced by that attempt number: a process whose lease lapsed cannot overwrite the next one's.
 * A message left 'sending' by a process that died is due again once its lease has passed.
 * A failure waits the next of the retry delays; after the last one, or at once when the channel
 * refuses the message for good, it is 'failed'.
 */
export function createMessageWorker(
  db: Db,
  settings: MessageSettings,
  channels: Partial<Record<MessageChannel, Channel>> = channelsOf(settings),
  log: (line: string) => void = (line) => console.error(line),
): MessageWorker {
  const secrets = secretsOf(settings);
  const redact = (text: string) => secrets.reduce((t, s) => t.split(s).join('***'), text).slice(0, 500);
  const unconfigured = (['email', 'whatsapp'] as const).filter((c) => !channels[c]);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  let unsubscribe = () => {};

  async function claim(): Promise<OutboxRow[]> {
    return db.query<OutboxRow>(
      `UPDATE outbox_message m SET status = 'sending', attempts = m.attempts + 1,
         locked_until = now() + $1::int * interval '1 millisecond'
       WHERE m.message_id IN (
         SELECT message_id FROM outbox_message
         WHERE (status = 'pending' AND next_attempt_at <= now()) OR (status = 'sending' AND locked_until < now())
         ORDER BY next_attempt_at, message_id LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING m.message_id, m.event_key, m.kind, m.channel, m.audience, m.recipient, m.ecommerce_user_id, m.bill_id,
         m.payload, m.attempts`,
      [settings.leaseMs, BATCH],
    );
  }

  async function record(message: OutboxRow, outcome: { providerId: string } | { error: string; final: boolean }) {
    const sent = 'providerId' in outcome;
    const delay = settings.retryDelaysMs[message.attempts - 1];
    const final = !sent && (outcome.final || delay === undefined);
    await db.transaction(async (tx) => {
      await tx.query(
        // A code's digits leave the outbox once its message is done with (sent, or failed for good).
        `UPDATE outbox_message SET status = $3, locked_until = NULL, provider_id = coalesce($4, provider_id),
           payload = CASE WHEN kind = 'contactCode' AND $3 <> 'pending' THEN '{}'::jsonb ELSE payload END,
           sent_at = CASE WHEN $3 = 'sent' THEN now() ELSE sent_at END, last_error = $5,
           next_attempt_at = CASE WHEN $3 = 'pending' THEN now() + $6::int * interval '1 millisecond' ELSE next_attempt_at END
         WHERE message_id = $1 AND attempts = $2 AND status = 'sending'`,
        [
          message.message_id,
          message.attempts,
          sent ? 'sent' : final ? 'failed' : 'pending',
          sent ? outcome.providerId : null,
          sent ? null : outcome.error,
          delay ?? 0,
        ],
      );
      await tx.query(
        `INSERT INTO outbox_attempt (message_id, attempt, outcome, error) VALUES ($1, $2, $3, $4)
         ON CONFLICT (message_id, attempt) DO NOTHING`,
        [message.message_id, message.attempts, sent ? 'sent' : 'failed', sent ? null : outcome.error],
      );
    });
    if (!sent)
      log(
        `Message ${message.message_id} (${message.kind} by ${message.channel}) attempt ${message.attempts} failed${final ? ', for good' : ''}: ${outcome.error}`,
      );
  }

  async function sendOne(message: OutboxRow): Promise<void> {
    const channel = channels[message.channel];
    try {
      if (!channel) throw new PermanentSendError(`${message.channel} is not configured`);
      const rendered = await renderMessage(db, message, settings.publicUrl);
      const { providerId } = await channel.send(
        message,
        rendered,
        `${message.event_key}/${message.channel}/${message.recipient}`,
      );
      await record(message, { providerId });
    } catch (error) {
      const permanent = error instanceof PermanentSendError || error instanceof UnrenderableMessage;
      // A channel's own error says what went wrong in its message; a database error only in its summary.
      const text = error instanceof Error && !('severity' in error) ? error.message : errorSummary(error);
      await record(message, { error: redact(text), final: permanent });
    }
  }

  async function round(): Promise<number> {
    let handled = 0;
    // A channel not configured: its messages are only shown in the back office.
    if (unconfigured.length)
      handled += (
        await db.query(
          `UPDATE outbox_message SET status = 'skipped',
             payload = CASE WHEN kind = 'contactCode' THEN '{}'::jsonb ELSE payload END
           WHERE status = 'pending' AND channel = ANY($1::text[]) RETURNING message_id`,
          [unconfigured],
        )
      ).length;
    for (;;) {
      const claimed = await claim();
      for (const message of claimed) await sendOne(message);
      handled += claimed.length;
      if (claimed.length < BATCH || stopped) return handled;
    }
  }

  function run(): Promise<number> {
    if (running !== null) {
      again = true;
      return running;
    }
    running = (async () => {
      let handled = 0;
      do {
        again = false;
        try {
          handled += await round();
        } catch (error) {
          log(`Sending messages failed; the next round tries again: ${redact(errorSummary(error))}`);
        }
      } while (again && !stopped);
      return handled;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    start() {
      stopped = false;
      unsubscribe = onMessagesChanged(() => void run());
      timer = setInterval(() => void run(), settings.pollMs);
      timer.unref();
      void run();
    },
    nudge: () => void run(),
    async drain() {
      let total = 0;
      for (;;) {
        const handled = await run();
        total += handled;
        if (handled === 0) return total;
      }
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      unsubscribe();
      await running;
    },
  };
}
