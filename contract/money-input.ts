import { z } from 'zod';
import { MONEY_INPUT } from '../copy/admin';
import { type Cents, toCents, toPesos } from './money';

export type PesosReading = { ok: true; cents: Cents } | { ok: false; error: string };

/** Whole pesos as es-MX writes them: plain digits, or groups of three after commas (or blanks). */
const WHOLE = /^(?:\d+|\d{1,3}(?:,\d{3})+|\d{1,3}(?: \d{3})+)$/;

/**
 * An amount of pesos as the owner types it into a form ('1,299', '$1,299.50', '1299.5', '899 MXN')
 * or as a JSON number, read into centavos; else the precise Spanish reason (copy/admin.ts
 * MONEY_INPUT), `what` being its subject ('El precio'). Commas separate thousands and the point
 * the centavos, as prices are written in Mexico: '12,5' is refused rather than guessed.
 */
export function readPesos(typed: string | number, what: string, max: number): PesosReading {
  const refuse = (error: string): PesosReading => ({ ok: false, error });
  let cents: Cents;
  if (typeof typed === 'number') {
    if (!Number.isFinite(typed)) return refuse(MONEY_INPUT.notANumber(what));
    if (typed < 0) return refuse(MONEY_INPUT.negative(what));
    // k / 100 is the double nearest to the decimal k centavos, which is what JSON gives for it
    if (toPesos(toCents(typed)) !== typed) return refuse(MONEY_INPUT.decimals(what));
    cents = toCents(typed);
  } else {
    const text = typed
      .trim()
      .replace(/^\$\s*/u, '')
      .replace(/\s*MXN$/iu, '')
      .replace(/\s+/gu, ' ');
    if (text.startsWith('-')) return refuse(MONEY_INPUT.negative(what));
    const stray = /[^\d,. ]/u.exec(text)?.[0];
    if (stray !== undefined) return refuse(MONEY_INPUT.characters(what, stray));
    // split always gives the part before the first point ('' for '' or '.5')
    const [whole, decimals, ...more] = text.split('.') as [string, ...string[]];
    if (more.length > 0) return refuse(text.includes(',') ? MONEY_INPUT.comma(what) : MONEY_INPUT.points(what));
    if (decimals?.includes(',')) return refuse(MONEY_INPUT.comma(what));
    if (decimals !== undefined && !/^\d*$/.test(decimals)) return refuse(MONEY_INPUT.characters(what, ' '));
    if (decimals !== undefined && decimals.length > 2) return refuse(MONEY_INPUT.decimalsTyped(what));
    if (whole !== '' && !WHOLE.test(whole))
      return refuse(whole.includes(',') ? MONEY_INPUT.comma(what) : MONEY_INPUT.characters(what, ' '));
    // also nothing typed at all ('', '$', ' MXN') or a lone point
    if (whole === '' && !decimals) return refuse(MONEY_INPUT.missing(what));
    // Number('') is 0: '.5' is 50 centavos
    cents = Number(whole.replace(/[, ]/g, '')) * 100 + Number((decimals ?? '').padEnd(2, '0'));
  }
  if (cents > toCents(max)) return refuse(MONEY_INPUT.tooHigh(what, max));
  return { ok: true, cents };
}

/** A form's amount of pesos, typed (text) or as a JSON number, at most `max`: pesos with two decimals out (contract/money.ts). */
export const pesosField = (what: string, max: number) =>
  z.union([z.number(), z.string()], { error: MONEY_INPUT.notANumber(what) }).transform((typed, ctx) => {
    const reading = readPesos(typed, what, max);
    if (reading.ok) return toPesos(reading.cents);
    ctx.addIssue({ code: 'custom', message: reading.error });
    return z.NEVER;
  });
