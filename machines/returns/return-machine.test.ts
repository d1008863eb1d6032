import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { RETURN_STEPS } from '../../contract/returns';
import { move, stepsFrom } from './moves';
import { returnMachine } from './return-machine';

const started = () => createActor(returnMachine).start();

describe('return machine', () => {
  it('starts requested, with no refusal and no way back yet', () => {
    const snapshot = started().getSnapshot();
    expect(snapshot.value).toBe('requested');
    expect(snapshot.context).toEqual({ refusal: null, receivedHow: null });
  });

  it('approved, received by mail, refunded: the way back is kept, and refunded is final', () => {
    const actor = started();
    actor.send({ type: 'return.approve' });
    actor.send({ type: 'return.receive', how: 'byMail' });
    expect(actor.getSnapshot().value).toBe('received');
    expect(actor.getSnapshot().context.receivedHow).toBe('byMail');
    actor.send({ type: 'return.refund' });
    expect(actor.getSnapshot().value).toBe('refunded');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a refusal keeps its reason without the blanks around it; a blank reason is no refusal', () => {
    const actor = started();
    actor.send({ type: 'return.refuse', reason: '   ' });
    expect(actor.getSnapshot().value).toBe('requested');
    actor.send({ type: 'return.refuse', reason: '  La prenda tiene uso.  ' });
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.refusal).toBe('La prenda tiene uso.');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('nothing is received before it is approved, nor refunded before it is received', () => {
    const actor = started();
    actor.send({ type: 'return.receive', how: 'inStore' });
    actor.send({ type: 'return.refund' });
    expect(actor.getSnapshot().value).toBe('requested');
    actor.send({ type: 'return.approve' });
    actor.send({ type: 'return.refund' });
    actor.send({ type: 'return.refuse', reason: 'tarde' });
    expect(actor.getSnapshot().value).toBe('approved');
    // a way back the shop does not take is no receipt
    actor.send({ type: 'return.receive', how: 'paloma' as never });
    expect(actor.getSnapshot().value).toBe('approved');
    expect(actor.getSnapshot().context.receivedHow).toBeNull();
  });
});

describe('a stored return’s steps (moves.ts)', () => {
  const stored = (status: string, receivedHow: string | null = null) => ({ status, refusal: null, receivedHow });

  it('offers each state’s steps, and none from a final state or an unknown word', () => {
    expect(RETURN_STEPS).toEqual(['approve', 'refuse', 'receive', 'refund']);
    expect(stepsFrom(stored('requested'))).toEqual(['approve', 'refuse']);
    expect(stepsFrom(stored('approved'))).toEqual(['receive']);
    expect(stepsFrom(stored('received', 'inStore'))).toEqual(['refund']);
    expect(stepsFrom(stored('refused'))).toEqual([]);
    expect(stepsFrom(stored('refunded', 'byMail'))).toEqual([]);
    expect(stepsFrom(stored('devuelto'))).toEqual([]);
  });

  it('moves a stored return, keeping what it knew; refuses a step it does not take', () => {
    expect(move(stored('requested'), { type: 'return.refuse', reason: ' Sin etiquetas ' })).toEqual({
      status: 'refused',
      refusal: 'Sin etiquetas',
      receivedHow: null,
    });
    expect(move(stored('approved'), { type: 'return.receive', how: 'byMail' })).toEqual({
      status: 'received',
      refusal: null,
      receivedHow: 'byMail',
    });
    // the way back read from the database stays as it was
    expect(move(stored('received', 'byMail'), { type: 'return.refund' })).toEqual({
      status: 'refunded',
      refusal: null,
      receivedHow: 'byMail',
    });
    // a word the machine does not know for the way back reads as none
    expect(move(stored('received', 'paloma'), { type: 'return.refund' })?.receivedHow).toBeNull();
    expect(move(stored('requested'), { type: 'return.refund' })).toBeNull();
    expect(move(stored('refused'), { type: 'return.approve' })).toBeNull();
    expect(move(stored('devuelto'), { type: 'return.approve' })).toBeNull();
  });
});
