import { z } from 'zod';

/**
 * POST /api/admin/photos: the photo's bytes are the body, its type the Content-Type.
 * The answer names the stored photo, which a product's `image` then takes.
 */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** The heaviest photo a phone's camera sends, with room to spare. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The most pixels a photo may decode to: a 48-megapixel phone camera fits, a small file that
 * unpacks into gigabytes of pixels (a decompression bomb) does not.
 */
export const PHOTO_MAX_PIXELS = 50_000_000;

/** The file picker's `accept`: the photo types and their usual extensions. */
export const PHOTO_ACCEPT = [...PHOTO_TYPES, '.jpg', '.jpeg', '.png', '.webp', '.avif'].join(',');

export const PhotoUploadedSchema = z.object({ image: z.string() });
export type PhotoUploaded = z.infer<typeof PhotoUploadedSchema>;
