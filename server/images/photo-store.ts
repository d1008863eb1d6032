import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../db/client';
import { writeImageFiles } from './ensure';

/**
 * The files of an owner's photos live in PostgreSQL (table photo_file, migration 014), keyed by
 * their file name in the images folder ('u-…-320.webp'), so that every store process on one
 * database serves them. The images folder is each process's cache of them: a file is read from
 * the database on its first request there and written into the folder, and a name never changes
 * content, so the cache is never stale. Any file an upload produces is stored the same way.
 */

/** Stores the files of photo `image` (file name and bytes); a file already stored is kept. */
export async function savePhotoFiles(
  db: Queryable,
  image: string,
  files: readonly (readonly [string, Buffer])[],
): Promise<void> {
  if (files.length === 0) return;
  // One statement: a photo is stored whole or not at all.
  const rows = files.map((_, i) => `($${3 * i + 1}, $${3 * i + 2}, $${3 * i + 3})`).join(', ');
  await db.query(
    `INSERT INTO photo_file (file_name, image, bytes) VALUES ${rows} ON CONFLICT (file_name) DO NOTHING`,
    files.flatMap(([fileName, bytes]) => [fileName, image, bytes]),
  );
}

/** A stored photo's file from the images folder, else from the database (then kept in the folder); null if neither has it. */
export async function readPhotoFile(db: Queryable, dir: string, fileName: string): Promise<Buffer | null> {
  const cached = await readFile(join(dir, fileName)).catch(() => null);
  if (cached) return cached;
  const [row] = await db.query<{ bytes: Uint8Array }>('SELECT bytes FROM photo_file WHERE file_name = $1', [fileName]);
  if (!row) return null;
  const file = Buffer.from(row.bytes);
  // A folder that cannot be written costs this process a query per request, never the photo.
  await writeImageFiles(dir, [[fileName, file]]).catch((error: Error) =>
    console.error(`Keeping ${fileName} in the images folder failed: ${error.message}`),
  );
  return file;
}

/** Whether `image` is a photo the owner uploaded, whichever process took it. */
export async function isStoredPhoto(db: Queryable, image: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM photo_file WHERE image = $1 LIMIT 1', [image])).length > 0;
}
