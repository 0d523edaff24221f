import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import { AppError } from '../../platform/app-error.ts';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/http.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { MAX_IMAGE_BYTES, type MediaService } from './media.service.ts';

export function mediaRoutes(deps: {
  media: MediaService;
  guards: AuthGuards;
  limiter: RateLimiter;
}): FastifyPluginAsyncZod {
  const { media, guards, limiter } = deps;
  return async (app) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 },
    });

    app.post(
      '/upload/single',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['media'],
          summary: 'Upload one image (multipart field "image", at most 5 MB); stored as WebP',
          consumes: ['multipart/form-data'],
          response: { 200: successEnvelope(z.object({ url: z.string() })) },
        },
      },
      async (request) => {
        const user = guards.userOf(request);
        await limiter.hit(`upload:user:${user.id}`, { limit: 60, windowSeconds: 60 * 60 });
        if (!request.isMultipart())
          throw new AppError('VALIDATION_FAILED', 'Please upload the image as multipart/form-data');
        const file = await request.file();
        if (!file || file.fieldname !== 'image')
          throw new AppError('VALIDATION_FAILED', 'Please choose an image to upload');
        let buffer: Buffer;
        try {
          buffer = await file.toBuffer();
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new AppError('VALIDATION_FAILED', 'Image must be 5 MB or smaller');
          }
          throw err;
        }
        const folder = user.role === 'admin' ? 'images' : 'avatars';
        const { url } = await media.storeImage(buffer, folder, folder === 'avatars' ? 512 : 1600);
        return ok({ url });
      },
    );
  };
}
