import { describe, expect, it } from 'vitest';
import { searchKey, visibleText } from './text';

describe('searchKey: how names are compared and searched', () => {
  it('drops accents, case and surrounding blanks, and keeps the ñ’s letter', () => {
    expect(searchKey('  Joyería ')).toBe('joyeria');
    expect(searchKey('ROPA')).toBe('ropa');
    expect(searchKey('Suéteres de Niño')).toBe('sueteres de nino');
  });

  it('one key for every way of writing the same name', () => {
    for (const spelling of [
      'Sue\u0301teres',
      'Ｓｕéｔｅｒｅｓ',
      'Sué\u200Bteres',
      'Su\u00ADéteres',
      '\u202ESuéteres\u202C',
      'SUÉTERES\uFEFF',
    ])
      expect(searchKey(spelling), JSON.stringify(spelling)).toBe('sueteres');
    expect(searchKey('Suéteres \u00A0 de  lana')).toBe('sueteres de lana');
  });
});

describe('visibleText: a text as people see it', () => {
  it('takes out what shows nothing and keeps one space between words', () => {
    expect(visibleText('Cin\u00ADtu\u200Drones\u2060 de\u00A0\u00A0piel\u200E')).toBe('Cinturones de piel');
    expect(visibleText('Joyería')).toBe('Joyería');
  });
});
