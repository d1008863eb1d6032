import type { Db } from '../../server/db/client';
import { configureMessages, type MessageSettings } from '../../server/messages/settings';
import { createMessageWorker, type MessageWorker } from '../../server/messages/worker';

/** Retries, lease and poll short enough for a test to see a message through its failures in seconds. */
export const FAST_MESSAGE_TIMING = {
  publicUrl: 'https://shop.test',
  retryDelaysMs: [100, 200],
  leaseMs: 5_000,
  pollMs: 200,
} as const satisfies Partial<MessageSettings>;

/** Sets the messages' settings for the events (the channels given, fast timing) and starts a worker on them. */
export function startMessageWorker(
  db: Db,
  channels: Omit<MessageSettings, keyof typeof FAST_MESSAGE_TIMING>,
): MessageWorker {
  const settings: MessageSettings = { ...FAST_MESSAGE_TIMING, ...channels };
  configureMessages(settings);
  const worker = createMessageWorker(db, settings, undefined, () => undefined);
  worker.start();
  return worker;
}
