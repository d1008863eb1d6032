/**
 * `npx tsx tests/e2e/prepare-shop.ts <data folder>`: seeds the browser tests' demo shop and draws
 * its photos before the shop starts. `npm test` (tests/run-all.sh) runs it beside the type check,
 * lint and build, which leave a core free, so the browser tests' shop opens with nothing to draw.
 */
import { prepareDemoShop } from './demo-shop';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: tsx tests/e2e/prepare-shop.ts <data folder>');
  process.exit(2);
}
const started = Date.now();
const drawn = await prepareDemoShop(dataDir);
console.log(
  `Prepared the browser tests' shop in ${dataDir}: drew ${drawn} products' photos in ${Math.round((Date.now() - started) / 1000)} s.`,
);
