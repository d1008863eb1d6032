import { describe, expect, it } from 'vitest';
import { SEARCH_FOLDED_MAX, SEARCH_WORDS_MAX, searchedText, searchWords } from './search-query';

describe('searchWords', () => {
  it('folds case, accents and compatibility forms, and splits at every sign', () => {
    expect(searchWords('  Pantalón   AZUL-marino, ¿talla 32?  ')).toEqual([
      'pantalon',
      'azul',
      'marino',
      'talla',
      '32',
    ]);
    expect(searchWords('㎈㎈')).toEqual(['calcal']);
    expect(searchWords('Ｒｏｐａ')).toEqual(['ropa']);
    expect(searchWords('')).toEqual([]);
    expect(searchWords(' ¡¿!? ')).toEqual([]);
  });

  it('drops an apostrophe or a dot inside a word, as the engine does', () => {
    expect(searchWords("Levi's J.Crew l’oreal d`or")).toEqual(['levis', 'jcrew', 'loreal', 'dor']);
    expect(searchWords("rock'n'roll a..b 3.5")).toEqual(['rocknroll', 'ab', '35']);
    expect(searchWords("'hola' .adios. ver.")).toEqual(['hola', 'adios', 'ver']);
  });

  it('writes the Latin letters NFKD keeps as unaccent does, and leaves other scripts out', () => {
    expect(searchWords('straße æon œil søren đak ðor łodz þorn ıkea')).toEqual([
      'strasse',
      'aeon',
      'oeil',
      'soren',
      'dak',
      'dor',
      'lodz',
      'thorn',
      'ikea',
    ]);
    expect(searchWords('мир vestido 衣服')).toEqual(['vestido']);
  });
});

describe('searchedText', () => {
  it('reads a short text whole', () => {
    expect(searchedText('Vestido  Rosa')).toEqual({ text: 'vestido rosa', cut: false });
    expect(searchedText('')).toEqual({ text: '', cut: false });
    expect(searchedText('¿?')).toEqual({ text: '', cut: false });
  });

  it('reads the first words only', () => {
    const words = Array.from({ length: 66 }, (_, i) => `w${i}`);
    expect(SEARCH_WORDS_MAX).toBe(8);
    expect(searchedText(words.join(' '))).toEqual({ text: words.slice(0, 8).join(' '), cut: true });
    expect(searchedText(words.slice(0, 8).join(' '))).toEqual({ text: words.slice(0, 8).join(' '), cut: false });
    expect(searchedText(words.slice(0, 9).join(' ')).text).toBe(words.slice(0, 8).join(' '));
  });

  it('limits the folded text, not the typed one, and keeps whole words', () => {
    expect(SEARCH_FOLDED_MAX).toBe(100);
    expect(searchedText('㎈'.repeat(86))).toEqual({ text: 'cal'.repeat(86).slice(0, 100), cut: true });
    const fifty = 'a'.repeat(50);
    // 50 + 1 + 49 = 100 fits; 50 + 1 + 50 = 101 does not, and the word is left out whole
    expect(searchedText(`${fifty} ${'b'.repeat(49)}`)).toEqual({ text: `${fifty} ${'b'.repeat(49)}`, cut: false });
    expect(searchedText(`${fifty} ${'b'.repeat(50)} c`)).toEqual({ text: fifty, cut: true });
    const a49 = 'a'.repeat(49);
    const b49 = 'b'.repeat(49);
    // 49 + 1 + 49 = 99: a third word of one letter would make 101
    expect(searchedText(`${a49} ${b49} c`)).toEqual({ text: `${a49} ${b49}`, cut: true });
    expect(searchedText('a'.repeat(100))).toEqual({ text: 'a'.repeat(100), cut: false });
    expect(searchedText(`${'a'.repeat(101)} b`)).toEqual({ text: 'a'.repeat(100), cut: true });
  });
});
