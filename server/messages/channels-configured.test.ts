import { describe, expect, it } from 'vitest';
import { channelsConfigured } from './channels-configured';

describe('channels configured', () => {
  it('none on a fresh clone', () => {
    expect(channelsConfigured({})).toEqual({ email: false, whatsapp: false });
  });
  it('email by SMTP_URL; WhatsApp only with both its token and its phone number id; blanks are unset', () => {
    expect(channelsConfigured({ SMTP_URL: 'smtp://u:p@127.0.0.1:2525' })).toEqual({ email: true, whatsapp: false });
    expect(channelsConfigured({ WHATSAPP_TOKEN: 't' })).toEqual({ email: false, whatsapp: false });
    expect(channelsConfigured({ WHATSAPP_PHONE_NUMBER_ID: '1' })).toEqual({ email: false, whatsapp: false });
    expect(channelsConfigured({ WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '1', SMTP_URL: ' ' })).toEqual({
      email: false,
      whatsapp: true,
    });
  });
});
