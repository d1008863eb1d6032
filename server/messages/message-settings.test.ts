import { describe, expect, it } from 'vitest';
import { ConfigError, messageSettingsOf, readEnv } from '../env';
import { messagesLine } from '../start';

describe('the messages configuration', () => {
  it('with nothing set: no channel, the default delays, and a start line that says messages are skipped', () => {
    const settings = messageSettingsOf(readEnv({}));
    expect(settings.email).toBeUndefined();
    expect(settings.whatsapp).toBeUndefined();
    expect(settings.retryDelaysMs).toEqual([60_000, 300_000, 1_800_000, 7_200_000]);
    expect(messagesLine(settings)).toMatch(
      /no channel configured .* marked skipped, listed in the back office under Mensajes/,
    );
  });

  it('SMTP with a sender; the start line names the host, never the password', () => {
    const settings = messageSettingsOf(
      readEnv({
        SMTP_URL: 'smtp://tienda:p%40ss-secreta@mail.example.mx:587',
        MAIL_FROM: 'Outlet <pedidos@example.mx>',
        SHOP_EMAIL: 'duena@example.mx',
        SHOP_WHATSAPP: '614 410 2030',
        MESSAGE_RETRY_DELAYS: '0.2,1',
      }),
    );
    expect(settings.email).toEqual({
      smtpUrl: 'smtp://tienda:p%40ss-secreta@mail.example.mx:587',
      from: 'Outlet <pedidos@example.mx>',
    });
    expect(settings.shopWhatsapp).toBe('+526144102030');
    expect(settings.retryDelaysMs).toEqual([200, 1000]);
    const line = messagesLine(settings);
    expect(line).toContain('email by SMTP through mail.example.mx:587');
    expect(line).toContain('new-order alerts to duena@example.mx and +526144102030');
    expect(line).not.toMatch(/secreta|p%40ss|tienda:/);
  });

  it('WhatsApp: both variables or neither, templates by kind with defaults', () => {
    expect(() => readEnv({ WHATSAPP_TOKEN: 'x' })).toThrow(ConfigError);
    expect(() => readEnv({ SMTP_URL: 'smtp://h:25' })).toThrow(/MAIL_FROM/);
    expect(() => readEnv({ WHATSAPP_TEMPLATES: 'nonsense=x' })).toThrow(/kind that does not exist/);
    expect(() => readEnv({ SHOP_WHATSAPP: '123' })).toThrow(/SHOP_WHATSAPP/);
    const settings = messageSettingsOf(
      readEnv({
        WHATSAPP_TOKEN: 'tok',
        WHATSAPP_PHONE_NUMBER_ID: '555',
        WHATSAPP_TEMPLATES: 'orderPaid=pedido_pagado',
      }),
    );
    expect(settings.whatsapp?.templates.orderPaid).toBe('pedido_pagado');
    expect(settings.whatsapp?.templates.readyForPickup).toBe('outlet_ready_for_pickup');
    expect(settings.whatsapp?.apiUrl).toBe('https://graph.facebook.com/v21.0');
    expect(messagesLine(settings)).not.toContain('tok');
  });
});
