/**
 * Writes the generated shape of `sizeChoiceMachine` into this folder's README.md, as
 * `npm run machines:diagrams` does for the machines listed in machines/testing/shapes.ts (this one
 * is not listed there yet: a change to machines/testing/ mutates every machine in CI).
 * Run: `npx tsx tools/size-choice-readme.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sizeChoiceMachine } from '../machines/size-choice/size-choice-machine';
import { shapeSection, withShapeSection } from '../machines/testing/diagram';

const file = fileURLToPath(new URL('../machines/size-choice/README.md', import.meta.url));
writeFileSync(file, withShapeSection(readFileSync(file, 'utf8'), shapeSection(sizeChoiceMachine, 'sizeChoiceMachine')));
