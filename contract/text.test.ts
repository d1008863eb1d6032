import { describe, expect, it } from 'vitest';
import { searchKey } from './text';

describe('searchKey: how names are compared and searched', () => {
  it('drops accents, case and surrounding blanks, and keeps the ñ’s letter', () => {
    expect(searchKey('  Joyería ')).toBe('joyeria');
    expect(searchKey('ROPA')).toBe('ropa');
    expect(searchKey('Suéteres de Niño')).toBe('sueteres de nino');
  });
});
