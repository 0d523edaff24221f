import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bannerBodySchema,
  bannerSchema,
  homeDesignBodySchema,
  homeDesignSchema,
} from '@propwash/domain/content/schemas';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { crudRoutes } from '../../platform/crud-routes.ts';
import { declareRoutes } from '../../platform/routes.ts';
import type { ContentService } from './content.service.ts';

/** Banner management and the home page designer, inside the admin scope. */
export function contentAdminRoutes(deps: {
  content: ContentService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { content, guards } = deps;
  return async (app) => {
    crudRoutes(declareRoutes(app, ['admin', 'banners']), {
      url: '/banners',
      item: bannerSchema,
      list: {
        url: '/banners/all',
        summary: 'Every banner, disabled ones too',
        run: content.listAllBanners,
      },
      create: {
        summary: 'Add a banner (the image must be uploaded first)',
        body: bannerBodySchema,
        run: (body, request) => content.createBanner(body, guards.userOf(request)),
      },
      update: {
        summary: 'Change a banner',
        body: bannerBodySchema,
        run: (id, body, request) => content.updateBanner(id, body, guards.userOf(request)),
      },
      remove: {
        summary: 'Delete a banner',
        run: (id, request) => content.deleteBanner(id, guards.userOf(request)),
      },
    });
    declareRoutes(app, ['admin', 'content']).put(
      '/content/home',
      {
        summary:
          'Save the home page design (images must be uploaded first; picks not on sale are dropped)',
        body: homeDesignBodySchema,
        data: homeDesignSchema,
      },
      (request) => content.saveHomeDesign(request.body, guards.userOf(request)),
    );
  };
}
