import { randomUUID } from 'node:crypto';
import { AppError } from '../../platform/app-error.ts';
import type { Storage } from '../../platform/storage.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const MAX_PIXELS = 40_000_000;
/** Product images: 4:3 WebP variants {key}-{width}.webp, like the seed's (docs/decisions/uploads-and-images.md). */
export const PRODUCT_IMAGE_WIDTHS = [320, 640, 1280] as const;
export const PRODUCT_IMAGE_PREFIX = 'products/uploads/';

async function loadImage(input: Buffer) {
  if (input.length > MAX_IMAGE_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', 'Image must be 5 MB or smaller');
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
  return () => sharp(input, { limitInputPixels: MAX_PIXELS }).rotate(); // EXIF orientation first
}

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
      folder: 'avatars' | 'images' | 'returns',
      maxWidth: number,
    ): Promise<{ url: string; key: string }> {
      const image = await loadImage(input);
      const webp = await image()
        .resize({ width: maxWidth, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
      const key = `${folder}/${randomUUID()}.webp`;
      await storage.put(key, webp, 'image/webp');
      return { url: storage.publicUrl(key), key };
    },

    /** Throws VALIDATION_FAILED unless the bytes are an image we accept (checked by content). */
    async assertImage(input: Buffer): Promise<void> {
      await loadImage(input);
    },

    /**
     * Stores a product photo as 4:3 WebP variants 320/640/1280 px wide (the whole photo fitted on
     * white, never cropped, so cards and pages keep their reserved space); returns the key.
     */
    async storeProductImage(
      input: Buffer,
    ): Promise<{ key: string; width: number; height: number }> {
      const image = await loadImage(input);
      const key = `${PRODUCT_IMAGE_PREFIX}${randomUUID()}`;
      const stored: string[] = [];
      try {
        for (const width of PRODUCT_IMAGE_WIDTHS) {
          const webp = await image()
            .resize({
              width,
              height: (width * 3) / 4,
              fit: 'contain',
              background: { r: 255, g: 255, b: 255, alpha: 1 },
            })
            .flatten({ background: '#ffffff' })
            .webp({ quality: 80 })
            .toBuffer();
          await storage.put(`${key}-${width}.webp`, webp, 'image/webp');
          stored.push(`${key}-${width}.webp`);
        }
      } catch (err) {
        // A photo is all its sizes or none (a full disk midway leaves nothing behind).
        await Promise.all(stored.map((k) => storage.delete(k).catch(() => undefined)));
        throw err;
      }
      return { key, width: 1280, height: 960 };
    },

    /** Removes a product photo's variants (best effort: a missing file is not an error). */
    async deleteProductImage(key: string): Promise<void> {
      if (!key.startsWith(PRODUCT_IMAGE_PREFIX)) return;
      await Promise.all(
        PRODUCT_IMAGE_WIDTHS.map((w) => storage.delete(`${key}-${w}.webp`).catch(() => undefined)),
      );
    },

    /** The storage key of a product image URL ({key}-{width}.webp), or null when it is not ours. */
    productImageKey(url: string): string | null {
      const base = storage.publicUrl('');
      if (!url.startsWith(base)) return null;
      const match = /^(products\/[A-Za-z0-9/_.-]+?)-(?:320|640|1280)\.webp$/.exec(
        url.slice(base.length),
      );
      return match && !match[1]!.includes('..') ? match[1]! : null;
    },

    /** True when a URL points at an image this shop stored (avatars and return photos must). */
    isOwnImageUrl(url: string): boolean {
      return ['avatars/', 'images/', 'returns/'].some((folder) =>
        url.startsWith(storage.publicUrl(folder)),
      );
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
