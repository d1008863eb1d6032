import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOOK } from './layout';

describe("the emails' look", () => {
  it("is the theme's palette: every colour has the value src/styles/theme.css.ts gives its name", () => {
    const theme = readFileSync('src/styles/theme.css.ts', 'utf8');
    for (const [name, hex] of Object.entries(LOOK)) expect(theme, name).toMatch(new RegExp(`\\b${name}: '${hex}'`));
  });
});
