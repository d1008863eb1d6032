/** Which channels the store can send its messages by: each is on when its settings are there. */
export interface ChannelsConfigured {
  email: boolean;
  whatsapp: boolean;
}

/**
 * Reads only whether the channels' variables are set (never their values): email by SMTP_URL,
 * WhatsApp by WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID together. The store's pages say where
 * an order's messages go from this; the message engine's own settings (server/env.ts) may
 * replace it with the one reading of the environment.
 */
export function channelsConfigured(source: NodeJS.ProcessEnv = process.env): ChannelsConfigured {
  const set = (name: string) => (source[name] ?? '').trim() !== '';
  return { email: set('SMTP_URL'), whatsapp: set('WHATSAPP_TOKEN') && set('WHATSAPP_PHONE_NUMBER_ID') };
}
