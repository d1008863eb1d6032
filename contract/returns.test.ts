import { describe, expect, it } from 'vitest';
import { RETURN_REASONS, takesNoChangePieces } from './returns';
import { isNoChangeDepartment } from './store';

describe('pieces with no change', () => {
  it('are the earrings, by their department’s name as shown or typed', () => {
    for (const name of ['Aretes', ' ARETES ', 'arétes']) expect(isNoChangeDepartment(name), name).toBe(true);
    for (const name of ['Anillos', 'Vestidos', 'Aretes largos', ''])
      expect(isNoChangeDepartment(name), name).toBe(false);
  });

  it('come back only damaged or not what was ordered, as the terms say', () => {
    expect(RETURN_REASONS.filter(takesNoChangePieces)).toEqual(['damaged', 'wrongItem']);
  });
});
