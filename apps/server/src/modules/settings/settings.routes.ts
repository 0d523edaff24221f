import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeProfileSchema } from '@propwash/domain/settings/store-profile';
import type { SettingsService } from './settings.service.ts';
import { declareRoutes } from '../../platform/routes.ts';

export function settingsRoutes(deps: { settings: SettingsService }): FastifyPluginAsyncZod {
  return async (app) => {
    const route = declareRoutes(app, ['settings']);
    route.get(
      '/settings/store',
      {
        summary: 'Public store profile: contact details, returns days, free-shipping threshold',
        data: storeProfileSchema,
      },
      () => deps.settings.storeProfile(),
    );
  };
}
