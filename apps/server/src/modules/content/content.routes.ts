import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bannerSchema, homeDesignSchema } from '@propwash/domain/content/schemas';
import type { ContentService } from './content.service.ts';
import { declareRoutes } from '../../platform/routes.ts';

export function contentRoutes(deps: { content: ContentService }): FastifyPluginAsyncZod {
  return async (app) => {
    const route = declareRoutes(app, ['content']);
    route.get(
      '/banners',
      { summary: 'Enabled banners (hero, middle, bottom)', data: z.array(bannerSchema) },
      () => deps.content.listBanners(),
    );
    route.get(
      '/content/home',
      {
        summary: 'The home page design (hero, featured grid, special offers, mega sale)',
        data: homeDesignSchema,
      },
      () => deps.content.homeDesign(),
    );
  };
}
