import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSettingsSchema,
  settingsChangeListSchema,
  settingsChangesQuerySchema,
  settingsSectionSchema,
  testEmailBodySchema,
  testEmailResultSchema,
} from '@propwash/domain/settings/admin-schemas';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { declareRoutes } from '../../platform/routes.ts';
import type { SettingsAdminService } from './settings.admin.ts';

/** Settings tabs (docs/decisions/admin-settings.md), in the admin scope. */
export function settingsAdminRoutes(deps: {
  settingsAdmin: SettingsAdminService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { settingsAdmin, guards } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['admin', 'settings']);
    route.get(
      '/settings/admin',
      {
        summary: 'Every settings section (stored over defaults), who saved it, environment facts',
        data: adminSettingsSchema,
      },
      () => settingsAdmin.read(),
    );
    route.get(
      '/settings/admin/changes',
      {
        summary: 'The settings change log, newest first: who, when, and each field from → to',
        querystring: settingsChangesQuerySchema,
        data: settingsChangeListSchema,
      },
      (request) => settingsAdmin.changes(request.query),
    );
    route.put(
      '/settings/admin/:section',
      {
        summary: "Replace one section (validated with that section's schema); applies at once",
        params: z.object({ section: settingsSectionSchema }),
        body: z.record(z.string(), z.unknown()),
        data: adminSettingsSchema,
      },
      (request) =>
        settingsAdmin.save(request.params.section, request.body, guards.userOf(request).id),
    );
    route.post(
      '/settings/admin/test-email',
      {
        summary: 'Send a test email (SMTP when configured, else the outbox)',
        body: testEmailBodySchema,
        data: testEmailResultSchema,
      },
      (request) => settingsAdmin.sendTestEmail(request.body.to),
    );
  };
}
