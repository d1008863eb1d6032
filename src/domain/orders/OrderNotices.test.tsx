/**
 * An order's notices: a delivery is announced 'en camino', a store pickup when it is ready (only
 * while that is still to come), then where: the account's email, and its WhatsApp number only
 * when the store sends WhatsApp. The API is stood in for.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { domRoot } from '../../testing/dom-root';
import { OrderNotices } from './OrderNotices';

const api = vi.hoisted(() => ({
  me: vi.fn(async () => ({ email: 'ana@example.mx', phone_number: '+526141234567' })),
  channels: vi.fn(async () => ({ email: true, whatsapp: false })),
}));
vi.mock('../../api/account', () => ({ getMe: api.me, getMessageChannels: api.channels }));
vi.mock('../../runtime/auth-session', () => ({
  withToken: <T,>(call: (token: string) => Promise<T>) => call('token'),
}));

const page = domRoot();
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
beforeEach(() => {
  api.channels.mockReset().mockResolvedValue({ email: true, whatsapp: false });
});

describe("an order's notices", () => {
  it('a delivery: en camino, and the email', async () => {
    page.draw(<OrderNotices pickup={false} upcoming />);
    await settled();
    expect(page.host().textContent).toBe(
      'Te avisaremos cuando tu pedido vaya en camino. Los avisos de tu pedido llegan a ana@example.mx.',
    );
  });

  it('a pickup: lista para recoger, and the WhatsApp number when that channel is on', async () => {
    api.channels.mockResolvedValue({ email: true, whatsapp: true });
    page.draw(<OrderNotices pickup upcoming />);
    await settled();
    expect(page.host().textContent).toBe(
      'Te avisaremos cuando esté lista para recoger. Los avisos de tu pedido llegan a ana@example.mx y por WhatsApp al +52 614 123 4567.',
    );
  });

  it('an order past it says only where; the promise stands alone when the account cannot be read', async () => {
    page.draw(<OrderNotices pickup upcoming={false} />);
    await settled();
    expect(page.host().textContent).toBe('Los avisos de tu pedido llegan a ana@example.mx.');
    api.channels.mockRejectedValue(new Error('offline'));
    page.draw(<OrderNotices key="again" pickup upcoming />);
    await settled();
    expect(page.host().textContent).toBe('Te avisaremos cuando esté lista para recoger.');
  });

  it('names only the channels the store sends by: none, no address; WhatsApp alone, the phone alone', async () => {
    api.channels.mockResolvedValue({ email: false, whatsapp: false });
    page.draw(<OrderNotices pickup={false} upcoming />);
    await settled();
    expect(page.host().textContent).toBe('Te avisaremos cuando tu pedido vaya en camino.');
    api.channels.mockResolvedValue({ email: false, whatsapp: true });
    page.draw(<OrderNotices key="whatsapp" pickup={false} upcoming={false} />);
    await settled();
    expect(page.host().textContent).toBe('Los avisos de tu pedido llegan por WhatsApp al +52 614 123 4567.');
  });
});
