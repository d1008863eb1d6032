/**
 * Looks live in the theme (src/styles/theme.css.ts): a view names a tone (`vars.color.caution`),
 * never a colour. A hex or rgb() literal anywhere else in src/ fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const theme = 'src/styles/theme.css.ts';
const colourLiteral = /#[0-9a-fA-F]{3,8}\b|\brgba?\(|\bhsla?\(/g;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : /\.(ts|tsx)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

it('no colour literal in src/ outside the theme', () => {
  const found = files(join(root, 'src'))
    .map((file) => relative(root, file))
    .filter((file) => file !== theme)
    .flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (line.match(colourLiteral) ?? []).map((colour) => `${file}:${i + 1} ${colour}`)),
    );
  expect(found).toEqual([]);
});
