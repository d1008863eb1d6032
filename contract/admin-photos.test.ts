import { describe, expect, it } from 'vitest';
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, PHOTO_TYPES, PhotoUploadedSchema } from './admin-photos';

describe("the owner's photo uploads", () => {
  it('take JPEG, PNG, WebP and AVIF, by type and by extension, up to 10 MB and 50 megapixels', () => {
    expect(PHOTO_TYPES).toEqual(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);
    expect(PHOTO_ACCEPT).toBe('image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif');
    expect(PHOTO_MAX_BYTES).toBe(10_485_760);
    expect(PHOTO_MAX_PIXELS).toBe(50_000_000);
  });

  it('answer the stored photo’s name', () => {
    expect(PhotoUploadedSchema.parse({ image: 'u-abc.webp' })).toEqual({ image: 'u-abc.webp' });
    expect(PhotoUploadedSchema.safeParse({}).success).toBe(false);
  });
});
