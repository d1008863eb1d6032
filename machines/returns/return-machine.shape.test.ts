import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { shapeSection, withShapeSection } from '../testing/diagram';
import { returnMachine } from './return-machine';

it('machines/returns/README.md holds the return machine’s shape', () => {
  const readme = readFileSync(fileURLToPath(new URL('./README.md', import.meta.url)), 'utf8');
  expect(readme, 'the return machine changed shape: run `npx tsx tools/returns-readme.ts` and commit the README').toBe(
    withShapeSection(readme, shapeSection(returnMachine, 'returnMachine')),
  );
});
