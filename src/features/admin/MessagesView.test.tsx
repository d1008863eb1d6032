/**
 * 'Mensajes': each message with its kind, recipient, channel and status in Spanish, its order's
 * link, and 'Reenviar' on a failed one only; the status filter lives in the address; a resend
 * says what it did and reads the list again, a refusal is said above the table. The API is
 * stood in for.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminMessage, AdminMessageList } from '../../../contract/admin-messages';
import { ApiFailure } from '../../api/failure';
import { domRoot } from '../../testing/dom-root';
import { MessagesView } from './MessagesView';

const api = vi.hoisted(() => ({
  list: vi.fn(
    async (_token: string, _query: unknown): Promise<AdminMessageList> => ({
      messages: [],
      total: 0,
      totalPages: 0,
    }),
  ),
  resend: vi.fn(async (_token: string, _id: number): Promise<unknown> => ({})),
}));
vi.mock('../../api/admin-messages', () => ({ listAdminMessages: api.list, resendAdminMessage: api.resend }));
vi.mock('../../runtime/auth-session', () => ({
  withToken: <T,>(call: (token: string) => Promise<T>) => call('token'),
}));

const page = domRoot();
const message = (over: Partial<AdminMessage>): AdminMessage => ({
  message_id: 1,
  kind: 'orderPaid',
  channel: 'email',
  audience: 'customer',
  recipient: 'ana@example.mx',
  bill_id: 12,
  status: 'sent',
  attempts: 1,
  last_error: null,
  created_at: '2026-11-25T18:00:00.000Z',
  sent_at: '2026-11-25T18:00:05.000Z',
  ...over,
});
const MESSAGES = [
  message({
    message_id: 3,
    kind: 'readyForPickup',
    channel: 'whatsapp',
    recipient: '+526141234567',
    status: 'failed',
    attempts: 5,
    last_error: 'Graph API 503',
    sent_at: null,
  }),
  message({
    message_id: 2,
    kind: 'newOrderAlert',
    audience: 'shop',
    recipient: 'tienda@example.mx',
    status: 'skipped',
    attempts: 0,
    sent_at: null,
  }),
  message({ message_id: 1 }),
];
beforeEach(() => {
  window.history.replaceState(null, '', '/admin/mensajes');
  api.list.mockReset().mockResolvedValue({ messages: MESSAGES, total: 3, totalPages: 1 });
  api.resend.mockReset();
});

const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const rows = () =>
  [...document.querySelectorAll('[role="grid"] [role="row"]')].map((r) =>
    [...r.querySelectorAll('[role="rowheader"], [role="gridcell"], [role="columnheader"]')].map((c) =>
      c.textContent?.trim(),
    ),
  );
const resendButtons = () =>
  [...document.querySelectorAll('[role="grid"] button')].map((b) => b.getAttribute('aria-label'));

describe("the back office's messages", () => {
  it('lists each message in Spanish, its order linked, with Reenviar on the failed one only', async () => {
    page.draw(<MessagesView />);
    await settled();
    expect(api.list).toHaveBeenCalledWith('token', { status: '', page: '' }, expect.anything());
    expect(rows()).toEqual([
      ['Mensaje', 'Para', 'Estado', 'Creado', 'Enviado el', 'Acciones'],
      [
        'Lista para recogerPedido #12',
        '+52 614 123 4567WhatsApp · Cliente',
        'Falló 5 intentosÚltimo error: Graph API 503',
        expect.stringContaining('2026'),
        '—',
        'Reenviar',
      ],
      [
        'Aviso a la tiendaPedido #12',
        'tienda@example.mxCorreo · Tienda',
        'Sin canal configurado',
        expect.stringContaining('2026'),
        '—',
        '',
      ],
      [
        'Confirmación de pedidoPedido #12',
        'ana@example.mxCorreo · Cliente',
        'Enviado 1 intento',
        expect.stringContaining('2026'),
        expect.stringContaining('2026'),
        '',
      ],
    ]);
    expect(resendButtons()).toEqual(['Reenviar Lista para recoger a +52 614 123 4567']);
    expect(document.querySelector('[role="grid"] a')!.getAttribute('href')).toBe('/admin/pedidos/12');
  });

  it('filters by status through the address', async () => {
    page.draw(<MessagesView />);
    await settled();
    const select = document.querySelector('select')!;
    expect([...select.options].map((o) => o.text)).toEqual([
      'Todos los estados',
      'Pendiente',
      'Enviando',
      'Enviado',
      'Falló',
      'Sin canal configurado',
      'Retenido',
    ]);
    await act(async () => {
      select.value = 'failed';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settled();
    expect(window.location.search).toBe('?status=failed');
    expect(api.list).toHaveBeenLastCalledWith('token', { status: 'failed', page: '' }, expect.anything());
  });

  it('Reenviar asks the server, says what it did and reads the list again; a refusal is said', async () => {
    page.draw(<MessagesView />);
    await settled();
    const press = async () => {
      await act(async () => document.querySelector<HTMLButtonElement>('[role="grid"] button')!.click());
      await settled();
    };
    await press();
    expect(api.resend).toHaveBeenCalledWith('token', 3);
    expect(document.querySelector('[role="status"]')!.textContent).toContain(
      'Lista para recoger a +52 614 123 4567: pendiente de enviar otra vez.',
    );
    expect(api.list).toHaveBeenCalledTimes(2);
    api.resend.mockRejectedValue(new ApiFailure('Solo se reenvía un mensaje que falló; este está «Pendiente».', 409));
    await press();
    expect(document.querySelector('[role="alert"]')!.textContent).toContain('este está «Pendiente»');
  });
});
