/**
 * `npm run test:mutation [-- <folder or file>... | --changed] [stryker options]`
 *
 * - no path: StrykerJS over everything `stryker.config.mjs` mutates (machines/ and contract/).
 * - paths (`machines/cart`, `machines/checkout/checkout-machine.ts`): only those source files,
 *   the way to work on one machine at a time on this shared 2-core machine.
 * - `--changed`: only what a change touches (what `npm test` runs, see `changedTargets`): on a
 *   branch, since its merge base with origin/main; on main itself (CI's fresh clone), since the
 *   commit of the last full run, kept in `tests/mutation/verified-commit`. Nothing touched, nothing runs.
 * Other options go to `stryker run` as they are (`--concurrency 1`).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';

const config: { mutate: string[] } = (await import(new URL('../../stryker.config.mjs', import.meta.url).href)).default;

const args = process.argv.slice(2);
const changed = args.includes('--changed');
const paths = args.filter((a) => !a.startsWith('-') && existsSync(a));
const passThrough = args.filter((a) => a !== '--changed' && !paths.includes(a));

/** Whether a repository path is one StrykerJS mutates (the config's globs, exclusions last). */
function isMutated(file: string): boolean {
  const toRegExp = (glob: string) =>
    new RegExp(
      `^${glob
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*\*\//g, '(?:.*/)?')
        .replace(/\*\*/g, '.*')
        .replace(/\*/g, '[^/]*')}$`,
    );
  let hit = false;
  for (const pattern of config.mutate) {
    if (pattern.startsWith('!')) {
      if (toRegExp(pattern.slice(1)).test(file)) hit = false;
    } else if (toRegExp(pattern).test(file)) hit = true;
  }
  return hit;
}

/**
 * What a change puts under mutation: the source files of every machine folder it touches (a
 * changed test can lower its machine's score too), each changed contract file, and everything
 * when the shared harness, messages or the mutation setup changed.
 */
function changedTargets(): string[] | 'all' {
  const git = (...a: string[]) =>
    execFileSync('git', a, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  const tryGit = (...a: string[]) => {
    try {
      return git(...a);
    } catch {
      return undefined;
    }
  };
  const head = git('rev-parse', 'HEAD');
  const mergeBase = tryGit('merge-base', 'HEAD', 'origin/main');
  // On main itself the merge base is HEAD and would show no change: compare with the last full run.
  const verified = readFileSync(new URL('./verified-commit', import.meta.url), 'utf8').trim();
  const base = mergeBase && mergeBase !== head ? mergeBase : tryGit('rev-parse', '--verify', `${verified}^{commit}`);
  if (!base) {
    console.log(
      `mutation testing: neither origin/main nor the last full run's commit ${verified} is in this clone; everything is mutated.`,
    );
    return 'all';
  }
  const files = [
    ...new Set([
      ...git('diff', '--name-only', base).split('\n'),
      ...git('ls-files', '--others', '--exclude-standard').split('\n'),
    ]),
  ].filter(Boolean);
  const targets = new Set<string>();
  for (const f of files) {
    if (
      /^machines\/(testing\/|[^/]+\.ts$)/.test(f) ||
      ['stryker.config.mjs', 'vitest.mutation.config.ts', 'tests/mutation/run.ts'].includes(f)
    )
      return 'all';
    const folder = /^machines\/([^/]+)\//.exec(f);
    if (folder) targets.add(`machines/${folder[1]}/**/*.ts`);
    else if (existsSync(f) && isMutated(f)) targets.add(f);
  }
  return [...targets].sort();
}

let mutate: string[] | null = null;
if (changed) {
  const targets = changedTargets();
  mutate = targets === 'all' ? null : [...targets, ...config.mutate.filter((g) => g.startsWith('!'))];
  if (targets.length === 0) {
    console.log(
      'mutation testing: no machine or contract file changed since the merge base with origin/main or the last full run; skipped.',
    );
    process.exit(0);
  }
} else if (paths.length > 0) {
  // A folder stands for its TypeScript files; the config's exclusions (tests, fixtures) still apply.
  mutate = [
    ...paths.map((p) => (statSync(p).isDirectory() ? `${p.replace(/\/$/, '')}/**/*.ts` : p)),
    ...config.mutate.filter((g) => g.startsWith('!')),
  ];
}
console.log(
  `mutation testing: ${mutate ? mutate.filter((g) => !g.startsWith('!')).join(', ') : 'everything stryker.config.mjs mutates'}`,
);

const result = spawnSync('npx', ['stryker', 'run', ...(mutate ? ['--mutate', mutate.join(',')] : []), ...passThrough], {
  stdio: 'inherit',
});
if (result.status !== 0) process.exit(result.status ?? 1);
process.exit(checkFloors());

/**
 * The score may only go up, machine by machine: each folder measured must reach its floor in
 * `floors.json` (the score reached, rounded down). StrykerJS's own `thresholds.break` is the
 * lowest floor, since a run may hold one folder only.
 */
function checkFloors(): number {
  const floors: Record<string, number> = JSON.parse(readFileSync(new URL('./floors.json', import.meta.url), 'utf8'));
  const report = JSON.parse(readFileSync('reports/mutation/mutation.json', 'utf8')) as {
    files: Record<string, { mutants: Array<{ status: string }> }>;
  };
  const counts = new Map<string, { killed: number; all: number }>();
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const folder = /^machines\/[^/]+\//.test(file)
      ? file.split('/').slice(0, 2).join('/')
      : file.startsWith('machines/')
        ? 'machines/*.ts'
        : 'contract';
    const c = counts.get(folder) ?? { killed: 0, all: 0 };
    for (const m of mutants) {
      if (m.status === 'Killed' || m.status === 'Timeout') c.killed++;
      if (['Killed', 'Timeout', 'Survived', 'NoCoverage'].includes(m.status)) c.all++;
    }
    counts.set(folder, c);
  }
  let failed = 0;
  for (const [folder, { killed, all }] of [...counts].sort()) {
    const score = all === 0 ? 100 : (100 * killed) / all;
    const floor = floors[folder];
    const ok = floor === undefined || score >= floor;
    if (!ok) failed++;
    console.log(
      `mutation score ${folder}: ${score.toFixed(2)}% (${killed}/${all})${floor === undefined ? '' : `, floor ${floor}%`}${ok ? '' : ' BELOW THE FLOOR'}`,
    );
  }
  return failed === 0 ? 0 : 1;
}
