import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { shapeSection, withShapeSection } from './diagram';
import { MACHINES } from './shapes';

describe('each machine matches the shape committed in its README', () => {
  for (const [folder, { machine, title }] of Object.entries(MACHINES)) {
    it(`machines/${folder}/README.md`, () => {
      const file = fileURLToPath(new URL(`../${folder}/README.md`, import.meta.url));
      const readme = readFileSync(file, 'utf8');
      const expected = withShapeSection(readme, shapeSection(machine, title));
      expect(
        readme,
        `the ${folder} machine changed shape: review the diff of \`npm run machines:diagrams\` and commit it`,
      ).toBe(expected);
    });
  }
});
