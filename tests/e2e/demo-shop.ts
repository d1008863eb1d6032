import { join } from 'node:path';
import { openPglite } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { fillGarmentDetails, isSeeded, seed } from '../../server/db/seed';
import { type ImageSource, imageSourcesFromDb, missingImages } from '../../server/images/ensure';
import { ImageDrawer } from '../../server/images/image-drawer';
import { imagesDirOf } from '../../server/images/paths';

/**
 * The demo shop, accounts included, in a data folder the store has not seeded yet (the store in
 * production never seeds the demo accounts, and the browser tests sign in as them). Returns the
 * sources of its product photos.
 */
export async function seedDemoShop(dataDir: string): Promise<ImageSource[]> {
  const db = await openPglite(join(dataDir, 'db'));
  try {
    await migrate(db);
    if (!(await isSeeded(db))) await seed(db);
    else await fillGarmentDetails(db);
    return await imageSourcesFromDb(db);
  } finally {
    await db.close();
  }
}

/**
 * Seeds the demo shop and draws every product photo it lacks into the data folder, in this
 * process and at its priority: the store, started on the folder afterwards, finds nothing to draw.
 * Returns how many products it drew.
 */
export async function prepareDemoShop(dataDir: string): Promise<number> {
  const sources = await seedDemoShop(dataDir);
  const imagesDir = imagesDirOf(dataDir);
  return new ImageDrawer(imagesDir, missingImages(imagesDir, sources)).drawAll();
}
