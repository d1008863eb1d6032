import { describe, expect, it } from 'vitest';
import { MONEY_INPUT } from '../copy/admin';
import { pesosField, readPesos } from './money-input';

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
    expect(cents('899MXN')).toBe(89_900);
    expect(cents('$1,299.50 mxn')).toBe(129_950);
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

  it('reads a run of blanks as one, so blanks still separate only groups of three', () => {
    expect(cents('1  299')).toBe(129_900);
    expect(cents('1\t 299.50')).toBe(129_950);
    expect(cents('12 34')).toBe(MONEY_INPUT.characters('El precio', ' '));
    expect(cents('1 29 900')).toBe(MONEY_INPUT.characters('El precio', ' '));
  });

  it('takes the $ only before the amount and MXN only after it', () => {
    expect(cents('12$')).toBe(MONEY_INPUT.characters('El precio', '$'));
    expect(cents('1$299')).toBe(MONEY_INPUT.characters('El precio', '$'));
    expect(cents('MXN899')).toBe(MONEY_INPUT.characters('El precio', 'M'));
    expect(cents('899 MXN 50')).toBe(MONEY_INPUT.characters('El precio', 'M'));
  });

  it('wants the centavos as digits right after the point', () => {
    expect(cents('1. 5')).toBe(MONEY_INPUT.characters('El precio', ' '));
    expect(cents('1.5 0')).toBe(MONEY_INPUT.characters('El precio', ' '));
  });

  it('asks for the amount when only a sign, a currency or a point is typed', () => {
    expect(cents('.')).toBe(MONEY_INPUT.missing('El precio'));
    expect(cents('$.')).toBe(MONEY_INPUT.missing('El precio'));
    expect(cents('MXN')).toBe(MONEY_INPUT.missing('El precio'));
    expect(cents('$ MXN')).toBe(MONEY_INPUT.missing('El precio'));
  });
});

describe("a form's amount of pesos", () => {
  const price = pesosField('El precio', 999_999.99);

  it('gives pesos with two decimals, typed or as a JSON number', () => {
    expect(price.parse('$1,299.5')).toBe(1299.5);
    expect(price.parse(199.99)).toBe(199.99);
  });

  it("refuses with the reading's own reason, as the field's one custom issue", () => {
    const result = price.safeParse('12,5');
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: 'custom', message: MONEY_INPUT.comma('El precio'), path: [] }),
    ]);
    expect(price.safeParse(true).error?.issues[0]?.message).toBe(MONEY_INPUT.notANumber('El precio'));
  });
});
