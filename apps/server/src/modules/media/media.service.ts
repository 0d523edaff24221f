import { randomUUID } from 'node:crypto';
import { AppError } from '../../platform/app-error.ts';
import type { Storage } from '../../platform/storage.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const MAX_PIXELS = 40_000_000;

/**
 * Uploaded images are judged by their content (not name or declared type), then re-encoded to
 * WebP, which drops EXIF and any payload riding along in the original file.
 */
export function createMediaService(deps: { storage: Storage }) {
  const { storage } = deps;
  return {
    /** Stores one image under `folder`, at most `maxWidth` wide; returns its public URL. */
    async storeImage(
      input: Buffer,
      folder: 'avatars' | 'images',
      maxWidth: number,
    ): Promise<{ url: string; key: string }> {
      if (input.length > MAX_IMAGE_BYTES)
        throw new AppError('VALIDATION_FAILED', 'Image must be 5 MB or smaller');
      const { default: sharp } = await import('sharp');
      let format: string | undefined;
      try {
        const meta = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
        format = meta.format;
      } catch {
        format = undefined;
      }
      if (!format || !ACCEPTED_FORMATS.has(format)) {
        throw new AppError(
          'VALIDATION_FAILED',
          'Please upload an image (JPEG, PNG, WebP, GIF or AVIF)',
        );
      }
      const webp = await sharp(input, { limitInputPixels: MAX_PIXELS })
        .rotate() // apply the EXIF orientation before the metadata is dropped
        .resize({ width: maxWidth, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
      const key = `${folder}/${randomUUID()}.webp`;
      await storage.put(key, webp, 'image/webp');
      return { url: storage.publicUrl(key), key };
    },

    /** True when a URL points at an image this shop stored (profile avatars must). */
    isOwnImageUrl(url: string): boolean {
      return ['avatars/', 'images/'].some((folder) => url.startsWith(storage.publicUrl(folder)));
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
