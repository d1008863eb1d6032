/**
 * What the owner reads about a cancelled order's money: a test-mode order took none, so it says
 * so instead of 'refunded'; the order's history says the same.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChangeEntry } from '../../../contract/admin';
import { HistoryList } from './HistoryList';
import { RefundFacts } from './RefundFacts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

describe("a cancelled order's refund, as the owner reads it", () => {
  it('a test-mode order: Pago de prueba: sin reembolso', () => {
    act(() =>
      root.render(
        <dl>
          <RefundFacts status="notCharged" refundId={null} />
        </dl>,
      ),
    );
    expect(host.querySelector('dt')?.textContent).toBe('Reembolso');
    expect(host.querySelector('dd')?.textContent).toBe('Pago de prueba: sin reembolso');
  });

  it('a Stripe order: due, then refunded with the provider’s number', () => {
    act(() =>
      root.render(
        <dl>
          <RefundFacts status="due" refundId={null} />
        </dl>,
      ),
    );
    expect(host.querySelector('dd')?.textContent).toBe('Pendiente: hay que devolver el dinero.');
    act(() =>
      root.render(
        <dl>
          <RefundFacts status="refunded" refundId="re_123" />
        </dl>,
      ),
    );
    expect(host.querySelector('dd')?.textContent).toBe('Reembolsado (re_123).');
    act(() => root.render(<RefundFacts status={null} refundId={null} />));
    expect(host.textContent).toBe('');
  });

  it("the order's history says the same", () => {
    const cancelled: ChangeEntry = {
      change_id: 1,
      at: '2026-11-25T18:00:00.000Z',
      by: { name: 'Dueña', phone_number: '+526147654321' },
      action: 'cancelled',
      before: { status: 'En proceso', tracking: null },
      after: { status: 'cancelado', tracking: null, refund: 'notCharged' },
      departmentNames: {},
    };
    act(() => root.render(<HistoryList entries={[cancelled]} />));
    expect(host.textContent).toContain('Reembolso: Pago de prueba: sin reembolso');
  });
});
