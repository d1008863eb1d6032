/**
 * `npm run bench -- --only=crafted`: what crafted searches cost a shopper's cached page (issue 41,
 * finding 4). In one run, against one store (PGlite, the demo catalogue): a cached product page
 * asked for 20 times a second, first on a quiet store, then while 10 crafted searches a second
 * arrive (66 random two-letter words, 200 characters, the most the API takes), from one address
 * (the search limit refuses past it) and from a new address each (no limit helps: what the
 * engine itself costs). Each phase's page latency is set beside the quiet one's; the goal is
 * within 2×. Results in tests/bench/results/crafted.md. Requests are paced (open loop), so a slow
 * answer does not slow the next request's sending, as with real visitors.
 */
import { get } from 'node:http';

export interface CraftedApp {
  port: number;
  /** The path of a page the page cache keeps. */
  pagePath: string;
}

interface Timed {
  ms: number;
  status: number;
}

export const CRAFTED_PAGE_RATE = 20;
export const CRAFTED_SEARCH_RATE = 10;
const GOAL = 2;

function timedGet(url: string, headers: Record<string, string>): Promise<Timed> {
  const began = performance.now();
  return new Promise((resolve) => {
    get(url, { headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ ms: performance.now() - began, status: response.statusCode ?? 0 }));
    }).on('error', () => resolve({ ms: performance.now() - began, status: 0 }));
  });
}

/** `rate` requests a second for `seconds`, each sent on time whatever the earlier ones are doing. */
async function paced(rate: number, seconds: number, request: (n: number) => Promise<Timed>): Promise<Timed[]> {
  const began = performance.now();
  const sent: Promise<Timed>[] = [];
  for (let n = 0; n < rate * seconds; n++) {
    const due = began + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    sent.push(request(n));
  }
  return Promise.all(sent);
}

/** 66 two-letter words of a seeded random stream: 197 characters with their spaces. */
export function craftedText(seed: number): string {
  let x = seed + 1;
  const letter = () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return String.fromCharCode(97 + (x % 26));
  };
  return Array.from({ length: 66 }, () => letter() + letter()).join(' ');
}

const percentile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};

export interface CraftedPhase {
  label: string;
  pages: Timed[];
  searches: Timed[];
}

/** The three phases, one after the other, on the same store. */
export async function benchCrafted(app: CraftedApp, seconds: number, seedBase: number): Promise<CraftedPhase[]> {
  const base = `http://127.0.0.1:${app.port}`;
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  const pages = () => paced(CRAFTED_PAGE_RATE, seconds, () => timedGet(base + app.pagePath, browser));
  const searches = (seed: number, spread: boolean) =>
    paced(CRAFTED_SEARCH_RATE, seconds, (n) =>
      timedGet(
        `${base}/api/product/list?limit=5&name=${encodeURIComponent(craftedText(seed + n))}`,
        // a new client each (the store trusts one proxy hop in this bench), or all from 127.0.0.1
        spread ? { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } : {},
      ),
    );
  const phases: CraftedPhase[] = [];
  phases.push({ label: 'quiet', pages: await pages(), searches: [] });
  for (const spread of [false, true]) {
    const [p, s] = await Promise.all([pages(), searches(seedBase + (spread ? 100_000 : 0), spread)]);
    const label = spread ? 'crafted searches, a new address each' : 'crafted searches, one address';
    phases.push({ label: `${label} (${CRAFTED_SEARCH_RATE}/s)`, pages: p, searches: s });
  }
  return phases;
}

const f = (n: number) => n.toFixed(1);

export function renderCrafted(phases: CraftedPhase[], header: string[], seconds: number): string {
  const quiet = phases[0]!.pages.map((t) => t.ms);
  const q50 = percentile(quiet, 0.5);
  const q99 = percentile(quiet, 0.99);
  const rows = phases.map((phase) => {
    const page = phase.pages.map((t) => t.ms);
    const p50 = percentile(page, 0.5);
    const p99 = percentile(page, 0.99);
    const ratio = p50 / q50;
    const statuses = new Map<number, number>();
    for (const s of phase.searches) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1);
    const searched = phase.searches.length
      ? `${[...statuses].map(([status, n]) => `${n}× ${status}`).join(', ')}; p50 ${f(
          percentile(
            phase.searches.map((s) => s.ms),
            0.5,
          ),
        )} ms, p99 ${f(
          percentile(
            phase.searches.map((s) => s.ms),
            0.99,
          ),
        )} ms`
      : '—';
    const bad = phase.pages.filter((t) => t.status !== 200).length;
    return `| ${phase.label} | ${f(p50)} | ${f(percentile(page, 0.95))} | ${f(p99)} | ${f(Math.max(...page))} | ${ratio.toFixed(2)} / ${(p99 / q99).toFixed(2)} | ${phase === phases[0] ? '—' : ratio <= GOAL ? 'yes' : 'NO'} | ${searched}${bad ? ` (${bad} pages not 200!)` : ''} |`;
  });
  return [
    '',
    ...header,
    '',
    `Each phase ${seconds} s: a cached product page ${CRAFTED_PAGE_RATE}/s, beside ${CRAFTED_SEARCH_RATE} crafted searches/s (66 random two-letter words, 197 characters) in the crafted phases. Paced requests (open loop), latency per request as the client saw it.`,
    '',
    `| phase | page p50 ms | p95 ms | p99 ms | max ms | × quiet (p50 / p99) | within ${GOAL}× (p50) | crafted searches: answers; latency |`,
    '|---|---:|---:|---:|---:|---:|---|---|',
    ...rows,
    '',
  ].join('\n');
}
