import { Hono } from 'hono';
import { PHOTO_TYPES, type PhotoUploaded } from '../../../contract/admin-photos';
import { ADMIN_ERRORS } from '../../../copy/admin';
import type { AppEnv, Deps } from '../../http/context';
import { badRequest, HttpError } from '../../http/errors';
import { PhotoRefused, storeUploadedPhoto } from '../../images/photo-upload';

/**
 * POST /api/admin/photos: the body is the photo, its Content-Type one of PHOTO_TYPES; at most
 * PHOTO_MAX_BYTES (server/http/body-limit.ts). A stored photo is served at once by the image
 * route of every store process (server/images/photo-store.ts); a product shows it once its
 * `image` names it.
 */
export function adminPhotoRoutes({ db, imagesDir }: Deps) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!(PHOTO_TYPES as readonly string[]).includes(type)) throw new HttpError(415, ADMIN_ERRORS.photoType);
    const bytes = Buffer.from(await c.req.arrayBuffer());
    try {
      const image = await storeUploadedPhoto(db, imagesDir, bytes);
      return c.json({ image } satisfies PhotoUploaded, 201);
    } catch (error) {
      if (error instanceof PhotoRefused) throw badRequest(error.message);
      throw error;
    }
  });
}
