/**
 * The layers of ARCHITECTURE.md ("Folders, and what each may import", and the layers inside
 * `src/`), held: each folder's source files import only the folders and packages its row allows,
 * no feature imports another, and no source file imports itself round a cycle. Tests, fixtures and
 * the machines' own test harness may import their tools (vitest, fast-check, @xstate/graph).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

interface Layer {
  /** Top folders of this repository it may import (its own always). */
  folders: string[];
  /** Packages it may import; `node:` modules only where `node` is true. */
  packages: string[];
  node?: boolean;
  /** Single files of another folder it may import, with the reason. */
  files?: Record<string, string>;
}

const LAYERS: Record<string, Layer> = {
  copy: { folders: [], packages: [] },
  contract: { folders: ['copy'], packages: ['zod'] },
  machines: { folders: ['contract', 'copy'], packages: ['xstate', 'zod'] },
  src: {
    folders: ['contract', 'copy', 'machines'],
    packages: [
      'react',
      'react-dom',
      'wouter',
      'xstate',
      '@xstate/react',
      '@xstate/store',
      'radix-ui',
      // the back office's tables, combobox and date range, in its own chunks only
      'react-aria-components',
      '@internationalized/date',
      '@vanilla-extract/css',
      '@vanilla-extract/recipes',
      'zod',
      'libphonenumber-js',
      'sonner',
      'ofetch',
      '@stripe/stripe-js',
      '@statelyai/inspect',
    ],
  },
  server: {
    folders: ['contract', 'copy', 'machines'],
    packages: [],
    node: true,
    files: {
      'src/entry-server.tsx': 'the built page renderer: its type, and the module the server loads to draw pages',
    },
  },
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|fixtures\.ts$/.test(entry.name) ? [path] : [];
  });
}

const importsOf = (source: string) =>
  [
    ...source.matchAll(
      /(?:^|\n)\s*(?:import|export)[^'"`;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    ),
  ].map((m) => m[1] ?? m[2] ?? '');

/** The package a bare import names: 'react-dom/client' → 'react-dom', '@xstate/react' → '@xstate/react'. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

it('each layer imports only what ARCHITECTURE.md allows', () => {
  const breaches: string[] = [];
  for (const [folder, layer] of Object.entries(LAYERS)) {
    for (const file of sourceFiles(join(root, folder))) {
      const from = relative(root, file);
      for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
        if (specifier.startsWith('.')) {
          const target = normalize(relative(root, resolve(dirname(file), specifier)));
          const top = target.split('/')[0]!;
          const allowed =
            top === folder ||
            layer.folders.includes(top) ||
            Object.keys(layer.files ?? {}).some((f) => f.replace(/\.tsx?$/, '') === target);
          if (!allowed) breaches.push(`${from} imports ${target}`);
        } else if (specifier.startsWith('node:')) {
          if (!layer.node) breaches.push(`${from} imports ${specifier}`);
        } else if (
          folder !== 'server' &&
          !layer.packages.includes(packageOf(specifier)) &&
          !specifier.startsWith('virtual:')
        ) {
          breaches.push(`${from} imports the package ${specifier}`);
        }
      }
    }
  }
  expect(breaches).toEqual([]);
});

/**
 * The layers inside `src/`, top to bottom: each imports only the rows below it (its own folder
 * always). `src/features/*` stands for each feature's folder alone: a feature imports no other.
 */
const SRC_LAYERS: Record<string, string[]> = {
  'src/main.tsx': ['src/entry-server.tsx', 'src/app', 'src/runtime', 'src/styles'],
  'src/entry-server.tsx': ['src/app', 'src/runtime', 'src/api'],
  'src/app': ['src/pages', 'src/features/*', 'src/domain', 'src/runtime', 'src/api', 'src/ui', 'src/styles'],
  'src/pages': ['src/features/*', 'src/domain', 'src/runtime', 'src/api', 'src/ui', 'src/styles'],
  'src/features/*': ['src/domain', 'src/runtime', 'src/api', 'src/ui', 'src/styles'],
  'src/domain': ['src/runtime', 'src/api', 'src/ui', 'src/styles'],
  'src/runtime': ['src/api', 'src/ui', 'src/styles'],
  'src/api': [],
  'src/ui': ['src/styles'],
  'src/styles': [],
};

/** The row of SRC_LAYERS a file under `src/` belongs to, and its own folder ('src/features/cart'). */
function srcLayerOf(path: string): { row: string; own: string } | undefined {
  const parts = path.split('/');
  if (parts.length === 2) return SRC_LAYERS[path] ? { row: path, own: path } : undefined;
  if (parts[1] === 'features') return { row: 'src/features/*', own: parts.slice(0, 3).join('/') };
  const folder = parts.slice(0, 2).join('/');
  return SRC_LAYERS[folder] ? { row: folder, own: folder } : undefined;
}

/** The file an import names, as a path from the repository's root ('src/app/actors.ts'). */
function resolvedFile(from: string, specifier: string): string {
  const base = normalize(relative(root, resolve(dirname(join(root, from)), specifier)));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      if (statSync(join(root, candidate)).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return base;
}

/** Every relative import of each source file under `folders`, resolved to files. */
function importGraph(folders: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const folder of folders) {
    for (const file of sourceFiles(join(root, folder))) {
      const from = relative(root, file);
      const targets = importsOf(readFileSync(file, 'utf8'))
        .filter((s) => s.startsWith('.'))
        .map((s) => resolvedFile(from, s));
      graph.set(from, targets);
    }
  }
  return graph;
}

it('inside src/, each layer imports only the layers below it, and no feature imports another', () => {
  const breaches: string[] = [];
  for (const [from, targets] of importGraph(['src'])) {
    const layer = srcLayerOf(from);
    if (!layer) {
      breaches.push(`${from} is in no layer of src/`);
      continue;
    }
    for (const target of targets) {
      if (!target.startsWith('src/')) continue;
      const to = srcLayerOf(target);
      if (!to) {
        breaches.push(`${from} imports ${target}, which is in no layer of src/`);
        continue;
      }
      if (to.own === layer.own) continue;
      const allowed =
        SRC_LAYERS[layer.row]!.includes(to.row) && !(to.row === 'src/features/*' && layer.row === 'src/features/*');
      if (!allowed) breaches.push(`${from} imports ${target} (${layer.own} → ${to.own})`);
    }
  }
  expect(breaches).toEqual([]);
});

it('no source file in src/, contract/ or machines/ imports itself round a cycle', () => {
  const graph = importGraph(['src', 'contract', 'machines']);
  // Tarjan's strongly connected components: each of more than one file is a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) cycles.push(component.sort().join(' ↔ '));
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  expect(cycles).toEqual([]);
});
