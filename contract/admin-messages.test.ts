import { describe, expect, it } from 'vitest';
import { ADMIN_ERRORS } from '../copy/admin';
import { AdminMessageQuerySchema, canResend } from './admin-messages';
import { MESSAGE_STATUSES } from './messages';

describe("the back office's messages", () => {
  it('only a failed message may be sent again', () => {
    expect(MESSAGE_STATUSES.filter(canResend)).toEqual(['failed']);
  });

  it('reads a status, an order and a page, each refused in Spanish when it is none', () => {
    expect(AdminMessageQuerySchema.parse({})).toEqual({});
    expect(AdminMessageQuerySchema.parse({ status: 'failed', order: '12', page: '2' })).toEqual({
      status: 'failed',
      order: 12,
      page: 2,
    });
    const error = (query: Record<string, string>) => AdminMessageQuerySchema.safeParse(query).error?.issues[0]?.message;
    expect(error({ status: 'lost' })).toBe(ADMIN_ERRORS.messageStatusUnknown);
    expect(error({ order: '0' })).toBe(ADMIN_ERRORS.messageOrderNotAFolio);
    expect(error({ order: 'x' })).toBe(ADMIN_ERRORS.messageOrderNotAFolio);
    expect(error({ page: '-1' })).toBe(ADMIN_ERRORS.messagePageNotANumber);
  });
});
