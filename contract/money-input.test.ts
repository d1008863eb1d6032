import { describe, expect, it } from 'vitest';
import { MONEY_INPUT } from '../copy/admin';
import { readPesos } from './money-input';

const read = (typed: string | number) => readPesos(typed, 'El precio', 999_999.99);
const cents = (typed: string | number) => {
  const result = read(typed);
  return result.ok ? result.cents : result.error;
};

describe('an amount of pesos as the owner types it', () => {
  it('reads thousands commas, a decimal point, a $ and blanks', () => {
    expect(cents('1,299')).toBe(129_900);
    expect(cents('1,299.50')).toBe(129_950);
    expect(cents('$1,299')).toBe(129_900);
    expect(cents(' $ 1,299.5 ')).toBe(129_950);
    expect(cents('1299.99')).toBe(129_999);
    expect(cents('123,456.7')).toBe(12_345_670);
    expect(cents('999,999.99')).toBe(99_999_999);
    expect(cents('1 299')).toBe(129_900);
    expect(cents('0.1')).toBe(10);
    expect(cents('.5')).toBe(50);
    expect(cents('7.')).toBe(700);
    expect(cents('899 MXN')).toBe(89_900);
    expect(cents(899.5)).toBe(89_950);
    expect(cents(199.99)).toBe(19_999);
  });

  it('says precisely what is wrong', () => {
    expect(cents('')).toBe(MONEY_INPUT.missing('El precio'));
    expect(cents('  $ ')).toBe(MONEY_INPUT.missing('El precio'));
    expect(cents('1,299.505')).toBe(MONEY_INPUT.decimalsTyped('El precio'));
    expect(cents('1.299')).toBe(MONEY_INPUT.decimalsTyped('El precio'));
    expect(cents(19.999)).toBe(MONEY_INPUT.decimals('El precio'));
    expect(cents('12a')).toBe(MONEY_INPUT.characters('El precio', 'a'));
    expect(cents('doce')).toBe(MONEY_INPUT.characters('El precio', 'd'));
    expect(cents('12,5')).toBe(MONEY_INPUT.comma('El precio'));
    expect(cents('1,29,900')).toBe(MONEY_INPUT.comma('El precio'));
    expect(cents('1.299,50')).toBe(MONEY_INPUT.comma('El precio'));
    expect(cents('1.2.3')).toBe(MONEY_INPUT.points('El precio'));
    expect(cents('-5')).toBe(MONEY_INPUT.negative('El precio'));
    expect(cents(-5)).toBe(MONEY_INPUT.negative('El precio'));
    expect(cents('1,000,000')).toBe(MONEY_INPUT.tooHigh('El precio', 999_999.99));
    expect(cents(Number.NaN)).toBe(MONEY_INPUT.notANumber('El precio'));
    expect(cents('1e3')).toBe(MONEY_INPUT.characters('El precio', 'e'));
  });
});
