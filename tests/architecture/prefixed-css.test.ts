/**
 * A vendor-prefixed property whose standard twin browsers read (text-size-adjust, appearance,
 * user-select, …) is written beside the standard one, or validators flag it and the browsers
 * that dropped the prefix ignore it. Checked in the style objects of src/ (vanilla-extract
 * camel case: `WebkitTextSizeAdjust` beside `textSizeAdjust`) and in the CSS of index.html.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
/** Prefixed properties with a standard twin (without `line-clamp` and `box-orient`, which have none browsers read). */
const WITH_STANDARD_TWIN = [
  'TextSizeAdjust',
  'Appearance',
  'UserSelect',
  'BackdropFilter',
  'Hyphens',
  'MaskImage',
  'TextDecorationSkip',
];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : /\.(ts|tsx)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

const kebab = (camel: string) => camel.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^-/, '');

it('every prefixed property with a standard twin is written beside its standard twin', () => {
  const missing: string[] = [];
  for (const file of [...files(join(root, 'src')), join(root, 'index.html')]) {
    const source = readFileSync(file, 'utf8');
    for (const name of WITH_STANDARD_TWIN) {
      const standardCamel = name[0]!.toLowerCase() + name.slice(1);
      for (const prefix of ['Webkit', 'Moz', 'ms']) {
        if (source.includes(`${prefix}${name}:`) && !new RegExp(`[\\s{,]${standardCamel}:`).test(source))
          missing.push(`${relative(root, file)}: ${prefix}${name}`);
      }
      const css = kebab(name);
      if (new RegExp(`-(webkit|moz|ms)-${css}\\s*:`).test(source) && !new RegExp(`[\\s{;]${css}\\s*:`).test(source))
        missing.push(`${relative(root, file)}: -*-${css}`);
    }
  }
  expect(missing).toEqual([]);
});
