/**
 * The layers of ARCHITECTURE.md ("Folders, and what each may import"), held: each folder's
 * source files import only the folders and packages its row allows. Tests, fixtures and the
 * machines' own test harness may import their tools (vitest, fast-check, @xstate/graph).
 */
import { readdirSync, readFileSync } from 'node:fs';
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
    files: { 'src/entry-server.tsx': 'the built page renderer: its type, and the module the server loads to draw pages' },
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
  [...source.matchAll(/(?:^|\n)\s*(?:import|export)[^'"`;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2] ?? '');

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
          const allowed = top === folder || layer.folders.includes(top) || Object.keys(layer.files ?? {}).some((f) => f.replace(/\.tsx?$/, '') === target);
          if (!allowed) breaches.push(`${from} imports ${target}`);
        } else if (specifier.startsWith('node:')) {
          if (!layer.node) breaches.push(`${from} imports ${specifier}`);
        } else if (folder !== 'server' && !layer.packages.includes(packageOf(specifier)) && !specifier.startsWith('virtual:')) {
          breaches.push(`${from} imports the package ${specifier}`);
        }
      }
    }
  }
  expect(breaches).toEqual([]);
});
