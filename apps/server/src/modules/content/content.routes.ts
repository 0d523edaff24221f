import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bannerSchema, homeDesignSchema } from '@propwash/domain/content/schemas';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import { ok } from '../../platform/http.ts';
import type { ContentService } from './content.service.ts';

export function contentRoutes(deps: { content: ContentService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/banners',
      {
        schema: {
          tags: ['content'],
          summary: 'Enabled banners (hero, middle, bottom)',
          response: { 200: successEnvelope(z.array(bannerSchema)) },
        },
      },
      async () => ok(await deps.content.listBanners()),
    );
    app.get(
      '/content/home',
      {
        schema: {
          tags: ['content'],
          summary: 'The home page design (hero, featured grid, special offers, mega sale)',
          response: { 200: successEnvelope(homeDesignSchema) },
        },
      },
      async () => ok(await deps.content.homeDesign()),
    );
  };
}
