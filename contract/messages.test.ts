import { describe, expect, it } from 'vitest';
import { eventKey, MESSAGE_STATUSES, MessageKindSchema, MessageStatusSchema } from './messages';

describe('messages: the event a message tells of', () => {
  it('names an event once by its subject, id and what happened', () => {
    expect(eventKey('bill', 42, 'paid')).toBe('bill:42:paid');
    expect(eventKey('user', 7, 'password:3')).toBe('user:7:password:3');
  });

  it('two events of one subject, or one event of two subjects, are two messages', () => {
    expect(eventKey('bill', 42, 'paid')).not.toBe(eventKey('bill', 42, 'shipped'));
    expect(eventKey('bill', 1, 'x')).not.toBe(eventKey('product', 1, 'x'));
  });

  it('reads only the kinds and statuses the outbox table accepts', () => {
    expect(MessageKindSchema.safeParse('orderPaid').success).toBe(true);
    expect(MessageKindSchema.safeParse('spam').success).toBe(false);
    expect(MESSAGE_STATUSES).toEqual(['pending', 'sending', 'sent', 'failed', 'skipped', 'withheld']);
    expect(MessageStatusSchema.safeParse('lost').success).toBe(false);
  });
});
