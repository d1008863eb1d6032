import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every shopper-facing sentence is typed once. A text written twice drifts: one copy gets fixed
 * and the other does not. The tables in copy/ hold the texts that more than one place says; a
 * place that needs one imports it. These tests read the sources: a text quoted twice, in copy/
 * or anywhere in the server, the machines, the contract or the app, fails. Short labels
 * ('Total', 'Envío') are words, not sentences, and may repeat; comments may quote a text.
 */
const ROOTS = ['copy', 'server', 'machines', 'contract', 'src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // The demo catalogue's descriptions are data, and may share a sentence.
    if (entry.isDirectory()) return path === join('server', 'catalogue') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The quoted texts of a source (comments left out) that read as a shopper's sentence. */
function sentences(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const quoted = [...code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`([^`$\\]*)`/g)].map(
    (m) => m[1] ?? m[2] ?? m[3] ?? '',
  );
  return quoted.filter(
    (text) =>
      text.length >= 16 &&
      / \p{L}/u.test(text) &&
      /[áéíóúñ¿¡]|\b(el|la|los|las|de|tu|no|por|para|un|una)\b/i.test(text),
  );
}

describe('copy: every shopper-facing text in one place', () => {
  it('no sentence is typed twice', () => {
    const where = new Map<string, string[]>();
    for (const file of ROOTS.flatMap(sourceFiles)) {
      for (const text of sentences(readFileSync(file, 'utf8'))) where.set(text, [...(where.get(text) ?? []), file]);
    }
    const repeated = [...where]
      .filter(([, files]) => files.length > 1)
      .map(([text, files]) => `${text}: ${files.join(', ')}`);
    expect(repeated).toEqual([]);
  });
});
