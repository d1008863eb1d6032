/**
 * The return form on 'Mis compras' keeps the shop's hygiene rule before anything is sent: a line
 * with no change (earrings) says so, and asking to return it for a reason it does not take names
 * the piece at the reason; damaged or not what was ordered, the request goes.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReturnRequest } from '../../../contract/returns';
import { RETURN_COPY } from '../../../copy/returns';
import type { OrderReturns as Returns } from '../../api/returns';
import { domRoot } from '../../testing/dom-root';
import { OrderReturns } from './OrderReturns';

const R = RETURN_COPY.customer;
const EARRINGS = 'Aretes de aro Fossil — Dorado';

const returns: Returns = {
  window: { delivered_at: '2026-11-20T18:00:00.000Z', deadline: '2026-12-05', open: true },
  lines: [
    {
      bill_line_id: 1,
      product_id: 10,
      name: EARRINGS,
      image: 'a.jpg',
      size: null,
      quantity: 1,
      returnable: 1,
      no_change: true,
    },
    {
      bill_line_id: 2,
      product_id: 11,
      name: 'Blusa Calvin Klein',
      image: 'b.jpg',
      size: 'M',
      quantity: 1,
      returnable: 1,
      no_change: false,
    },
  ],
  returns: [],
};
const api = vi.hoisted(() => ({
  asked: [] as ReturnRequest[],
}));
vi.mock('../../api/returns', () => ({
  getMyReturns: async () => returns,
  askForReturn: async (_token: string, _billId: number, request: ReturnRequest) => {
    api.asked.push(request);
    return returns;
  },
}));
vi.mock('../../runtime/auth-session', () => ({
  withToken: <T,>(call: (token: string) => Promise<T>) => call('token'),
}));

const { draw } = domRoot();
beforeEach(() => {
  api.asked = [];
});

const button = (name: string, index = 0) =>
  [...document.querySelectorAll('button')].filter((b) => (b.getAttribute('aria-label') ?? b.textContent) === name)[
    index
  ]!;
const click = async (element: HTMLElement) => act(async () => void element.click());
function chooseReason(value: string) {
  const select = document.querySelector('select')!;
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
const reasonError = () => {
  const select = document.querySelector('select')!;
  const ids = (select.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)?.textContent).find((text) => text) ?? null;
};
async function open() {
  await act(async () => draw(<OrderReturns billId={7} />));
  await click(button(R.start));
}
const submit = async () =>
  act(
    async () =>
      void document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })),
  );

describe('the return form and pieces with no change', () => {
  it('says which line has no change, under that line only', async () => {
    await open();
    expect(document.body.textContent?.split(R.noChangeLine)).toHaveLength(2);
  });

  it('earrings for a reason they do not take: the piece named at the reason, nothing sent', async () => {
    await open();
    await click(button(R.more, 0));
    chooseReason('size');
    await submit();
    expect(reasonError()).toBe(RETURN_COPY.errors.noChange(EARRINGS));
    expect(api.asked).toEqual([]);
  });

  it('earrings that arrived damaged, or the other line for any reason: the request goes', async () => {
    await open();
    await click(button(R.more, 1));
    chooseReason('changedMind');
    await submit();
    expect(api.asked).toEqual([{ lines: [{ bill_line_id: 2, quantity: 1 }], reason: 'changedMind', note: '' }]);

    await click(button(R.start));
    await click(button(R.more, 0));
    chooseReason('damaged');
    await submit();
    expect(api.asked.at(-1)).toEqual({ lines: [{ bill_line_id: 1, quantity: 1 }], reason: 'damaged', note: '' });
  });
});
