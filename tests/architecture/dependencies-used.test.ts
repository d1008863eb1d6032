/**
 * Every package in package.json earns its place (the README says so): it is imported by the code,
 * its tests or its configuration, or it is a tool whose command a script or test runs. A package
 * left behind when its last import went is found here, not years later.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
// tests/architecture names every package in its rules, which is not a use.
const SKIP = new Set(['node_modules', 'dist', 'reports', '.git', 'architecture']);

/** Tools used by their command, not imported: the package and the command that runs it. */
const COMMANDS: Record<string, string> = {
  '@biomejs/biome': 'biome',
  typescript: 'tsc',
  '@stryker-mutator/core': 'stryker',
  tsx: 'tsx',
};

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|mts|mjs|js|sh)$/.test(entry.name)) yield path;
  }
}

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
};
const code = [...sources(root)].map((file) => readFileSync(file, 'utf8')).join('\n');
const scripts = Object.values(pkg.scripts).join('\n');
const literally = (name: string) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Imported as `from 'name'`, `from 'name/…'`, import('name') or named in a configuration file's string. */
const imported = (name: string) => new RegExp(`['"\`]${literally(name)}(/[^'"\`]*)?['"\`]`).test(code);
const runAsCommand = (command: string) =>
  new RegExp(`(^|[\\s'"\`])${literally(command)}(\\s|['"\`,])`, 'm').test(`${scripts}\n${code}`);

it('every dependency is imported, or run as a command', () => {
  const names = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)];
  const unused = names.filter((name) => {
    if (imported(name)) return false;
    const command = COMMANDS[name];
    if (command) return !runAsCommand(command);
    // Type packages serve the package they type (or Node itself).
    const typed = name.match(/^@types\/(.+)$/)?.[1];
    if (typed) return typed !== 'node' && !names.includes(typed);
    return true;
  });
  expect(unused).toEqual([]);
});
