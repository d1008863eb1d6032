import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { SHIPPING_STATUS } from '../../contract/bill';
import { fulfilmentMachine } from './fulfilment-machine';
import { eventOf, move, movesFrom, type StoredOrder } from './moves';

const order = (over: Partial<StoredOrder> = {}): StoredOrder => ({
  status: SHIPPING_STATUS.inProgress,
  delivery: 'a',
  tracking: null,
  ...over,
});
const ship = (tracking: string) => eventOf('ship', tracking);

describe('fulfilment: what the shop may do with an order', () => {
  it('a delivery is shipped with a valid FedEx number, then delivered', () => {
    expect(move(order(), ship('794612905532'))).toEqual({ status: 'enviado', tracking: '794612905532' });
    expect(move(order({ delivery: 'c' }), ship('ABC-123'))).toEqual({ status: 'enviado', tracking: 'ABC-123' });
    expect(move(order({ status: 'enviado', tracking: 'ABC-123' }), eventOf('deliver', ''))).toEqual({
      status: 'entregado',
      tracking: 'ABC-123',
    });
  });

  it('a tracking number is 6 to 40 letters, digits or dashes', () => {
    expect(move(order(), ship('12345'))).toBeNull();
    expect(move(order(), ship('123456'))).not.toBeNull();
    expect(move(order(), ship('A'.repeat(40)))).not.toBeNull();
    expect(move(order(), ship('A'.repeat(41)))).toBeNull();
    expect(move(order(), ship('7946 1290'))).toBeNull();
    expect(move(order(), ship(''))).toBeNull();
  });

  it('a store pickup is made ready, then delivered; it is never shipped', () => {
    const pickup = order({ delivery: 'b' });
    expect(move(pickup, ship('794612905532'))).toBeNull();
    expect(move(pickup, eventOf('readyForPickup', ''))).toEqual({ status: 'listo para recoger', tracking: null });
    expect(move({ ...pickup, status: 'listo para recoger' }, eventOf('deliver', ''))).toEqual({
      status: 'entregado',
      tracking: null,
    });
    expect(move(order(), eventOf('readyForPickup', ''))).toBeNull();
    expect(move(order({ delivery: 'c' }), eventOf('readyForPickup', ''))).toBeNull();
  });

  it('cancels only before the order leaves; nothing moves a delivered or cancelled order', () => {
    expect(move(order(), eventOf('cancel', ''))).toEqual({ status: 'cancelado', tracking: null });
    expect(move(order({ delivery: 'b', status: 'listo para recoger' }), eventOf('cancel', ''))).toEqual({
      status: 'cancelado',
      tracking: null,
    });
    expect(move(order({ status: 'enviado' }), eventOf('cancel', ''))).toBeNull();
    expect(move(order(), eventOf('deliver', ''))).toBeNull();
    for (const status of ['entregado', 'cancelado']) {
      for (const action of ['ship', 'readyForPickup', 'deliver', 'cancel'] as const)
        expect(move(order({ status }), eventOf(action, 'ABC-123'))).toBeNull();
    }
  });

  it('a shipped order’s FedEx number may be corrected: it stays shipped, with the new number', () => {
    const shipped = order({ status: 'enviado', tracking: '794612905532' });
    const correct = (tracking: string) => eventOf('correctTracking', tracking);
    expect(move(shipped, correct('771234567890'))).toEqual({ status: 'enviado', tracking: '771234567890' });
    expect(move(shipped, correct('12'))).toBeNull();
    expect(move(order(), correct('771234567890'))).toBeNull();
    expect(move(order({ delivery: 'b', status: 'listo para recoger' }), correct('771234567890'))).toBeNull();
    for (const status of ['entregado', 'cancelado'])
      expect(move(order({ status, tracking: '794612905532' }), correct('771234567890'))).toBeNull();
  });

  it('only a shipment and a correction carry the FedEx number the owner typed; the other moves are the move alone', () => {
    expect(eventOf('ship', '794612905532')).toEqual({ type: 'fulfilment.ship', tracking: '794612905532' });
    expect(eventOf('correctTracking', '771234567890')).toEqual({
      type: 'fulfilment.correctTracking',
      tracking: '771234567890',
    });
    for (const action of ['readyForPickup', 'deliver', 'cancel'] as const)
      expect(eventOf(action, '794612905532')).toEqual({ type: `fulfilment.${action}` });
  });

  it('a status that is no state of the machine takes no move', () => {
    expect(move(order({ status: 'perdido' }), eventOf('cancel', ''))).toBeNull();
    expect(movesFrom(order({ status: 'perdido' }))).toEqual([]);
  });

  it('offers the moves the machine takes from each status', () => {
    expect(movesFrom(order())).toEqual(['ship', 'cancel']);
    expect(movesFrom(order({ delivery: 'b' }))).toEqual(['readyForPickup', 'cancel']);
    expect(movesFrom(order({ delivery: 'b', status: 'listo para recoger' }))).toEqual(['deliver', 'cancel']);
    expect(movesFrom(order({ status: 'enviado' }))).toEqual(['deliver', 'correctTracking']);
    expect(movesFrom(order({ status: 'entregado' }))).toEqual([]);
    expect(movesFrom(order({ status: 'cancelado' }))).toEqual([]);
  });

  it('starts in progress with the delivery it was given, and no tracking number unless given one', () => {
    const actor = createActor(fulfilmentMachine, { input: { delivery: 'c' } }).start();
    expect(actor.getSnapshot().value).toBe('inProgress');
    expect(actor.getSnapshot().context).toEqual({ delivery: 'c', tracking: null });
    expect(
      createActor(fulfilmentMachine, { input: { delivery: 'a', tracking: 'X-123456' } })
        .start()
        .getSnapshot().context.tracking,
    ).toBe('X-123456');
  });
});
