/**
 * `npm run machines:diagrams`: writes each machine's generated shape (Mermaid diagram, events,
 * guards, transitions) into `machines/<name>/README.md`, keeping the hand-written text around it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { shapeSection, withShapeSection } from './diagram';
import { MACHINES } from './shapes';

for (const [folder, { machine, title }] of Object.entries(MACHINES)) {
  const file = fileURLToPath(new URL(`../${folder}/README.md`, import.meta.url));
  const before = existsSync(file) ? readFileSync(file, 'utf8') : `# machines/${folder}\n`;
  const after = withShapeSection(before, shapeSection(machine, title));
  if (after !== before) writeFileSync(file, after);
  console.log(`${after === before ? 'unchanged' : 'written  '} machines/${folder}/README.md`);
}
