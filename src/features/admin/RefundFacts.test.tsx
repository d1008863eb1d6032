/**
 * What the owner reads about a cancelled order's money: a test-mode order took none, so it says
 * so instead of 'refunded'; the order's history says the same.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { ChangeEntry } from '../../../contract/admin';
import { domRoot } from '../../testing/dom-root';
import { HistoryList } from './HistoryList';
import { RefundFacts } from './RefundFacts';

const page = domRoot();

describe("a cancelled order's refund, as the owner reads it", () => {
  it('a test-mode order: Pago de prueba: sin reembolso', () => {
    act(() =>
      page.root().render(
        <dl>
          <RefundFacts status="notCharged" refundId={null} />
        </dl>,
      ),
    );
    expect(page.host().querySelector('dt')?.textContent).toBe('Reembolso');
    expect(page.host().querySelector('dd')?.textContent).toBe('Pago de prueba: sin reembolso');
  });

  it('a Stripe order: due, then refunded with the provider’s number', () => {
    act(() =>
      page.root().render(
        <dl>
          <RefundFacts status="due" refundId={null} />
        </dl>,
      ),
    );
    expect(page.host().querySelector('dd')?.textContent).toBe('Pendiente: hay que devolver el dinero.');
    act(() =>
      page.root().render(
        <dl>
          <RefundFacts status="refunded" refundId="re_123" />
        </dl>,
      ),
    );
    expect(page.host().querySelector('dd')?.textContent).toBe('Reembolsado (re_123).');
    act(() => page.root().render(<RefundFacts status={null} refundId={null} />));
    expect(page.host().textContent).toBe('');
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
    act(() => page.root().render(<HistoryList entries={[cancelled]} />));
    expect(page.host().textContent).toContain('Reembolso: Pago de prueba: sin reembolso');
  });
});
