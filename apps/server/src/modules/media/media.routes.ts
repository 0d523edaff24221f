import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadPurposeSchema, type UploadPurpose } from '@propwash/domain/platform/uploads';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { declareRoutes } from '../../platform/routes.ts';
import { readImageUploads, registerImageMultipart } from './media.multipart.ts';
import type { MediaService } from './media.service.ts';

/** Where a customer's upload is kept, and how wide, by what it is for. */
const CUSTOMER_UPLOADS = {
  avatar: { folder: 'avatars', maxWidth: 512 },
  'return-photo': { folder: 'returns', maxWidth: 1600 },
} as const satisfies Record<UploadPurpose, object>;

export function mediaRoutes(deps: {
  media: MediaService;
  guards: AuthGuards;
  limiter: RateLimiter;
}): FastifyPluginAsyncZod {
  const { media, guards, limiter } = deps;
  return async (app) => {
    await registerImageMultipart(app, 1);

    const route = declareRoutes(app, ['media']);
    route.post(
      '/upload/single',
      {
        summary: 'Upload one image (multipart field "image", at most 5 MB); stored as WebP',
        description:
          "A customer's image is a profile picture (512 px wide at most) unless `purpose` is " +
          '`return-photo`: a photo for a return request, kept 1,600 px wide so the owner can ' +
          "see the damage. An admin's image is a shop image (1,600 px).",
        consumes: ['multipart/form-data'],
        querystring: z.object({ purpose: uploadPurposeSchema.default('avatar') }),
        onRequest: guards.requireUser,
        data: z.object({ url: z.string() }),
      },
      async (request) => {
        const user = guards.userOf(request);
        await limiter.hit(`upload:user:${user.id}`, { limit: 60, windowSeconds: 60 * 60 });
        const [buffer] = await readImageUploads(request, { field: 'image', maxFiles: 1 });
        const { folder, maxWidth } =
          user.role === 'admin'
            ? ({ folder: 'images', maxWidth: 1600 } as const)
            : CUSTOMER_UPLOADS[request.query.purpose];
        const { url } = await media.storeImage(buffer, folder, maxWidth);
        return { url };
      },
    );
  };
}
