import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/http.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { readImageUploads, registerImageMultipart } from './media.multipart.ts';
import type { MediaService } from './media.service.ts';

export function mediaRoutes(deps: {
  media: MediaService;
  guards: AuthGuards;
  limiter: RateLimiter;
}): FastifyPluginAsyncZod {
  const { media, guards, limiter } = deps;
  return async (app) => {
    await registerImageMultipart(app, 1);

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
        const [buffer] = await readImageUploads(request, { field: 'image', maxFiles: 1 });
        const folder = user.role === 'admin' ? 'images' : 'avatars';
        const { url } = await media.storeImage(buffer, folder, folder === 'avatars' ? 512 : 1600);
        return ok({ url });
      },
    );
  };
}
