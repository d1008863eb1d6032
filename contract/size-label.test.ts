import { describe, expect, it } from 'vitest';
import { cleanSizeLabel, sizeFitsChart } from './size-label';

describe('a size label as the owner types it is cleaned', () => {
  it('invisible characters, control and format characters go; compatibility forms fold; blanks trim', () => {
    expect(cleanSizeLabel('M\u200B')).toBe('M');
    expect(cleanSizeLabel('\u200DM\u2060')).toBe('M');
    expect(cleanSizeLabel('M\u0007')).toBe('M');
    expect(cleanSizeLabel('\u202EM')).toBe('M');
    expect(cleanSizeLabel('\u00ADM')).toBe('M');
    expect(cleanSizeLabel('Ｍ')).toBe('M');
    expect(cleanSizeLabel('３２')).toBe('32');
    expect(cleanSizeLabel('  32 ')).toBe('32');
    expect(cleanSizeLabel('Uni\u00A0\u00A0talla')).toBe('Uni talla');
  });

  it('a letter size is written in capitals; any other label keeps its letters', () => {
    expect(cleanSizeLabel('m')).toBe('M');
    expect(cleanSizeLabel('xxl')).toBe('XXL');
    expect(cleanSizeLabel('Xs')).toBe('XS');
    expect(cleanSizeLabel('Unitalla')).toBe('Unitalla');
    expect(cleanSizeLabel('mm')).toBe('mm');
  });

  it('a half ring size is written with .5', () => {
    expect(cleanSizeLabel('6½')).toBe('6.5');
    expect(cleanSizeLabel('6 ½')).toBe('6.5');
    expect(cleanSizeLabel('6,5')).toBe('6.5');
    expect(cleanSizeLabel('10,5')).toBe('10.5');
    expect(cleanSizeLabel('a,b')).toBe('a,b');
    expect(cleanSizeLabel('x6,5')).toBe('x6,5');
    expect(cleanSizeLabel('6,55')).toBe('6,55');
  });
});

describe("a size fits its department's size chart", () => {
  it('letters: XXS to XXXL', () => {
    for (const s of ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'])
      expect(sizeFitsChart(s, 'letters'), s).toBe(true);
    for (const s of ['m', 'XXXXL', '32', 'Unitalla', '']) expect(sizeFitsChart(s, 'letters'), s).toBe(false);
  });

  it('waist: whole inches from 24 to 44', () => {
    for (const s of ['24', '25', '32', '44']) expect(sizeFitsChart(s, 'waist'), s).toBe(true);
    for (const s of ['23', '45', 'm', 'M', '32.5', '032', ' 32', '32 ', '3 2', ''])
      expect(sizeFitsChart(s, 'waist'), s).toBe(false);
  });

  it('ring: 4 to 13, with halves', () => {
    for (const s of ['4', '6.5', '7', '13']) expect(sizeFitsChart(s, 'ring'), s).toBe(true);
    for (const s of ['3.5', '13.5', '14', '6.25', 'M', '06', '']) expect(sizeFitsChart(s, 'ring'), s).toBe(false);
  });

  it('US dress: whole numbers from 0 to 44 (a skirt is labelled by US size or by its waist)', () => {
    for (const s of ['0', '2', '16', '28', '44']) expect(sizeFitsChart(s, 'us-dress'), s).toBe(true);
    for (const s of ['45', '-2', '6.5', 'M', '00', '']) expect(sizeFitsChart(s, 'us-dress'), s).toBe(false);
  });

  it('a department with no chart takes any label', () => {
    expect(sizeFitsChart('Unitalla', null)).toBe(true);
    expect(sizeFitsChart('M', null)).toBe(true);
  });
});
