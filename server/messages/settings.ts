import type { MessageKind } from '../../contract/messages';

/** The SMTP server and sender of the store's emails. */
export interface EmailSettings {
  smtpUrl: string;
  from: string;
}

/** The WhatsApp Business Cloud API: the token, the sending number's id, the Graph API's address, the approved template per kind. */
export interface WhatsAppSettings {
  token: string;
  phoneNumberId: string;
  apiUrl: string;
  templates: Record<MessageKind, string>;
}

/**
 * How the store sends its messages (read from the environment once, server/env.ts): the channels
 * configured (a channel left out marks its messages 'skipped'), the owner's alert addresses, the
 * links' base, and the worker's timing.
 */
export interface MessageSettings {
  email?: EmailSettings;
  whatsapp?: WhatsAppSettings;
  /** Where the owner's new-order alerts go; either, both or none. */
  shopEmail?: string;
  shopWhatsapp?: string;
  /** The store's public address, which every link in a message is built on. */
  publicUrl: string;
  /** The wait after each failed attempt; the attempt after the last wait is the last. */
  retryDelaysMs: readonly number[];
  /** How long a claimed message is a worker's before another may take it again. */
  leaseMs: number;
  /** How often the worker looks for due messages besides the nudge after an event. */
  pollMs: number;
}

/** One minute, five, half an hour, two hours: five attempts over about two and a half hours. */
export const DEFAULT_RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000] as const;

let current: MessageSettings = {
  publicUrl: 'http://localhost:3000',
  retryDelaysMs: DEFAULT_RETRY_DELAYS_MS,
  leaseMs: 120_000,
  pollMs: 15_000,
};

/**
 * The settings the events read when they write messages (who the owner's alerts go to, whether a
 * customer also gets WhatsApp). Set once at start-up (server/start.ts), and by tests.
 */
export function configureMessages(settings: MessageSettings): void {
  current = settings;
}

export const messageSettings = (): MessageSettings => current;
