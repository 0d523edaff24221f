import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import { storeProfileSchema } from '@propwash/domain/settings/store-profile';
import { ok } from '../../platform/http.ts';
import type { SettingsService } from './settings.service.ts';

export function settingsRoutes(deps: { settings: SettingsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/settings/store',
      {
        schema: {
          tags: ['settings'],
          summary: 'Public store profile: contact details, returns days, free-shipping threshold',
          response: { 200: successEnvelope(storeProfileSchema) },
        },
      },
      async () => ok(await deps.settings.storeProfile()),
    );
  };
}
