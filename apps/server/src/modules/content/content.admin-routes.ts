import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bannerBodySchema,
  bannerSchema,
  homeDesignBodySchema,
  homeDesignSchema,
} from '@propwash/domain/content/schemas';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/http.ts';
import type { ContentService } from './content.service.ts';

const params = z.object({ id: z.string().max(64) });

/** Banner management and the home page designer, inside the admin scope. */
export function contentAdminRoutes(deps: {
  content: ContentService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { content, guards } = deps;
  const tags = ['admin', 'banners'];
  return async (app) => {
    app.get(
      '/banners/all',
      {
        schema: {
          tags,
          summary: 'Every banner, disabled ones too',
          response: { 200: successEnvelope(z.array(bannerSchema)) },
        },
      },
      async () => ok(await content.listAllBanners()),
    );
    app.post(
      '/banners',
      {
        schema: {
          tags,
          summary: 'Add a banner (the image must be uploaded first)',
          body: bannerBodySchema,
          response: { 201: successEnvelope(bannerSchema) },
        },
      },
      async (request, reply) => reply.code(201).send(ok(await content.createBanner(request.body))),
    );
    app.put(
      '/banners/:id',
      {
        schema: {
          tags,
          summary: 'Change a banner',
          params,
          body: bannerBodySchema,
          response: { 200: successEnvelope(bannerSchema) },
        },
      },
      async (request) => ok(await content.updateBanner(request.params.id, request.body)),
    );
    app.delete(
      '/banners/:id',
      {
        schema: {
          tags,
          summary: 'Delete a banner',
          params,
          response: { 200: successEnvelope(z.object({ deleted: z.literal(true) })) },
        },
      },
      async (request) => {
        await content.deleteBanner(request.params.id);
        return ok({ deleted: true as const });
      },
    );
    app.put(
      '/content/home',
      {
        schema: {
          tags: ['admin', 'content'],
          summary:
            'Save the home page design (images must be uploaded first; picks not on sale are dropped)',
          body: homeDesignBodySchema,
          response: { 200: successEnvelope(homeDesignSchema) },
        },
      },
      async (request) => ok(await content.saveHomeDesign(request.body, guards.userOf(request))),
    );
  };
}
