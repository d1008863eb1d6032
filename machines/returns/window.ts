/**
 * How long a delivered order can be returned: the longer of two windows, both counted from the
 * day the owner marked it delivered ('entregado'), in the shop's calendar (Chihuahua).
 * - The law's (Ley Federal de Protección al Consumidor, art. 56, sales at a distance): 5 business
 *   days. Business days here are Monday to Friday; Mexican official holidays are NOT taken out.
 *   They could only lengthen the law's window, and it never reaches the store's own: five
 *   business days end at most 7 natural days after delivery, and even the densest run of holidays
 *   (two in one week) makes that 9, under the store's 15 (window.test.ts checks every day of
 *   two years against the store's window).
 * - The store's (the Devoluciones page, contract/store.ts RETURN_POLICY.days): natural days.
 * The delivery day itself is day 0; the last day counts whole.
 */
const DAY_MS = 86_400_000;
export const LAW_BUSINESS_DAYS = 5;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A 'YYYY-MM-DD' day as a UTC midnight, for counting days. */
function dayNumber(day: string): number {
  const match = DAY.exec(day);
  if (match === null) throw new RangeError(`Not a calendar day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

const dayText = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Monday to Friday (1970-01-01, day 0, was a Thursday). */
const isBusinessDay = (n: number): boolean => {
  const weekday = (n + 4) % 7; // 0 Sunday … 6 Saturday
  return weekday !== 0 && weekday !== 6;
};

/** The last business day of the law's window: the fifth business day after delivery. */
export function lawDeadline(deliveredDay: string): string {
  let n = dayNumber(deliveredDay);
  for (let counted = 0; counted < LAW_BUSINESS_DAYS; ) {
    n += 1;
    if (isBusinessDay(n)) counted += 1;
  }
  return dayText(n);
}

/** The last day of the store's window: `policyDays` natural days after delivery. */
export const storeDeadline = (deliveredDay: string, policyDays: number): string =>
  dayText(dayNumber(deliveredDay) + policyDays);

/** The last day a return may be asked for: the later of the law's and the store's. */
export function returnDeadline(deliveredDay: string, policyDays: number): string {
  return dayText(Math.max(dayNumber(lawDeadline(deliveredDay)), dayNumber(storeDeadline(deliveredDay, policyDays))));
}

/** Whether `today` (the shop's day) is still inside the window of an order delivered on `deliveredDay`. */
export const isReturnOpen = (deliveredDay: string, today: string, policyDays: number): boolean =>
  today >= deliveredDay && today <= returnDeadline(deliveredDay, policyDays);

/** The shop's calendar day ('YYYY-MM-DD') of an instant. */
export const shopDayOf = (instant: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
