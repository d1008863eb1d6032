/**
 * The owner reads how a return's refund was worked out before approving it (the watch and the
 * bracelet of a 2x1: the bracelet kept alone would cost its price), and the refund's state at the
 * provider: a failed one says the provider's reason and offers 'Reintentar', which is the refund
 * step again.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReturnStepRequest } from '../../../contract/returns';
import { RETURN_COPY } from '../../../copy/returns';
import type { OrderReturns, ReturnView } from '../../api/returns';
import { domRoot } from '../../testing/dom-root';
import { ReturnsPanel } from './ReturnsPanel';

const R = RETURN_COPY.owner;

const watch: ReturnView = {
  return_id: 3,
  bill_id: 7,
  status: 'requested',
  reason: 'changedMind',
  note: '',
  refusal: null,
  received_how: null,
  refund_amount: 157000,
  refund_id: null,
  computation: { charged: 211900, kept_units: 1, kept_cost: 54900, earlier: 0 },
  provider_refund: null,
  created_at: '2026-11-20T18:00:00.000Z',
  lines: [{ bill_line_id: 1, name: 'Reloj Fossil', image: 'r.jpg', size: null, quantity: 1, refund: 157000 }],
  steps: ['approve', 'refuse'],
};
const api = vi.hoisted(() => ({ returns: [] as unknown[], steps: [] as ReturnStepRequest[] }));
vi.mock('../../api/returns', () => ({
  getOrderReturns: async (): Promise<Partial<OrderReturns>> => ({ returns: api.returns as ReturnView[] }),
  takeReturnStep: async (_token: string, _id: number, step: ReturnStepRequest) => {
    api.steps.push(step);
    return { returns: api.returns };
  },
}));
vi.mock('../../runtime/auth-session', () => ({
  withToken: <T,>(call: (token: string) => Promise<T>) => call('token'),
}));
vi.mock('../../runtime/toasts', () => ({ showToast: async () => undefined }));

const { draw } = domRoot();
beforeEach(() => {
  api.steps = [];
});
const text = () => document.body.textContent ?? '';
const open = () => act(async () => draw(<ReturnsPanel billId={7} provider="stripe" moved={() => undefined} />));

describe('the owner’s returns panel', () => {
  it('says the refund’s computation in words: what was paid, what the kept pieces would cost, the result', async () => {
    api.returns = [watch];
    await open();
    expect(text()).toContain('Pagó $2,119.00 por las prendas (sin envío).');
    expect(text()).toContain('Se queda con 1 pieza: pagaría $549.00.');
    expect(text()).toContain('Reembolso: $2,119.00 − $549.00 = $1,570.00');
  });

  it('a refund that gives nothing back says so; earlier returns are a term of the sum', async () => {
    api.returns = [
      {
        ...watch,
        return_id: 4,
        refund_amount: 0,
        computation: { charged: 211900, kept_units: 1, kept_cost: 211900, earlier: 0 },
      },
      {
        ...watch,
        return_id: 5,
        refund_amount: 54900,
        computation: { charged: 148400, kept_units: 0, kept_cost: 0, earlier: 93500 },
      },
    ];
    await open();
    expect(text()).toContain(R.nothingBack);
    expect(text()).toContain('No se queda con ninguna pieza.');
    expect(text()).toContain('Reembolso: $1,484.00 − $0.00 − $935.00 = $549.00');
  });

  it('a failed refund shows the provider’s reason and Reintentar, which sends the refund step again', async () => {
    api.returns = [
      {
        ...watch,
        status: 'received',
        steps: ['refund'],
        provider_refund: { status: 'failed', failure: 'socket hang up', retryable: true },
      },
    ];
    await open();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      `${R.refundStates.failed}. ${R.failedBecause('socket hang up')}`,
    );
    const retry = [...document.querySelectorAll('button')].find((b) => b.textContent === R.retry)!;
    await act(async () => void retry.click());
    expect(api.steps).toEqual([{ action: 'refund' }]);
  });
});
