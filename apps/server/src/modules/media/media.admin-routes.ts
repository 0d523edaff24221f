import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_PRODUCT_IMAGES, uploadedImagesSchema } from '@propwash/domain/catalog/admin-schemas';
import { AppError } from '../../platform/app-error.ts';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { declareRoutes } from '../../platform/routes.ts';
import type { Storage } from '../../platform/storage.ts';
import { readImageUploads, registerImageMultipart } from './media.multipart.ts';
import { MAX_IMAGE_BYTES, PRODUCT_IMAGE_WIDTHS, type MediaService } from './media.service.ts';

/** Admin uploads: product photos, several at once, each stored as WebP variants. */
export function mediaAdminRoutes(deps: {
  media: MediaService;
  storage: Storage;
  guards: AuthGuards;
  limiter: RateLimiter;
}): FastifyPluginAsyncZod {
  const { media, storage, guards, limiter } = deps;
  return async (app) => {
    await registerImageMultipart(app, MAX_PRODUCT_IMAGES);

    const route = declareRoutes(app, ['admin', 'media']);
    route.post(
      '/upload/multiple',
      {
        summary: `Upload product photos (multipart field "images", at most ${MAX_PRODUCT_IMAGES}, 5 MB each); stored as 4:3 WebP 320/640/1280`,
        consumes: ['multipart/form-data'],
        // Up to 10 photos of 5 MB each, plus multipart framing.
        bodyLimit: MAX_PRODUCT_IMAGES * MAX_IMAGE_BYTES + 1024 * 1024,
        data: uploadedImagesSchema,
      },
      async (request) => {
        const user = guards.userOf(request);
        const buffers = await readImageUploads(request, {
          field: 'images',
          maxFiles: MAX_PRODUCT_IMAGES,
        });
        await limiter.hit(`upload-multiple:user:${user.id}`, {
          limit: 200,
          windowSeconds: 60 * 60,
        });
        // Every file is checked before any is stored, so a bad file leaves no orphans behind.
        for (const [i, buffer] of buffers.entries()) {
          await media.assertImage(buffer).catch((err: unknown) => {
            if (err instanceof AppError && buffers.length > 1)
              throw new AppError(err.type, `Image ${i + 1}: ${err.message}`);
            throw err;
          });
        }
        const images = [];
        const keys: string[] = [];
        for (const buffer of buffers) {
          const { key } = await media.storeProductImage(buffer).catch(async (err: unknown) => {
            // All the photos or none: those stored before a failure (a full disk) go again.
            await Promise.all(keys.map((k) => media.deleteProductImage(k)));
            throw err;
          });
          keys.push(key);
          const url = (w: number) => storage.publicUrl(`${key}-${w}.webp`);
          images.push({
            url: url(640),
            srcset: PRODUCT_IMAGE_WIDTHS.map((w) => `${url(w)} ${w}w`).join(', '),
            width: 640,
            height: 480,
            alt: '',
          });
        }
        return { urls: images.map((i) => i.url), images };
      },
    );
  };
}
