/**
 * Writes the generated shape of `returnMachine` into machines/returns/README.md, as
 * `npm run machines:diagrams` does for the machines listed in machines/testing/shapes.ts (this one
 * is not listed there yet: a change to machines/testing/ mutates every machine in CI).
 * Run: `npx tsx tools/returns-readme.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { returnMachine } from '../machines/returns/return-machine';
import { shapeSection, withShapeSection } from '../machines/testing/diagram';

const file = fileURLToPath(new URL('../machines/returns/README.md', import.meta.url));
writeFileSync(file, withShapeSection(readFileSync(file, 'utf8'), shapeSection(returnMachine, 'returnMachine')));
