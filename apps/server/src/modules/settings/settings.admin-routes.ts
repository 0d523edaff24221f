import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import {
  adminSettingsSchema,
  settingsChangeListSchema,
  settingsChangesQuerySchema,
  settingsSectionSchema,
  testEmailBodySchema,
  testEmailResultSchema,
} from '@propwash/domain/settings/admin-schemas';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/http.ts';
import type { SettingsAdminService } from './settings.admin.ts';

/** Settings tabs (docs/decisions.md, Admin settings), in the admin scope. */
export function settingsAdminRoutes(deps: {
  settingsAdmin: SettingsAdminService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { settingsAdmin, guards } = deps;
  const tags = ['admin', 'settings'];
  return async (app) => {
    app.get(
      '/settings/admin',
      {
        schema: {
          tags,
          summary: 'Every settings section (stored over defaults), who saved it, environment facts',
          response: { 200: successEnvelope(adminSettingsSchema) },
        },
      },
      async () => ok(await settingsAdmin.read()),
    );
    app.get(
      '/settings/admin/changes',
      {
        schema: {
          tags,
          summary: 'The settings change log, newest first: who, when, and each field from → to',
          querystring: settingsChangesQuerySchema,
          response: { 200: successEnvelope(settingsChangeListSchema) },
        },
      },
      async (request) => ok(await settingsAdmin.changes(request.query)),
    );
    app.put(
      '/settings/admin/:section',
      {
        schema: {
          tags,
          summary: "Replace one section (validated with that section's schema); applies at once",
          params: z.object({ section: settingsSectionSchema }),
          body: z.record(z.string(), z.unknown()),
          response: { 200: successEnvelope(adminSettingsSchema) },
        },
      },
      async (request) =>
        ok(
          await settingsAdmin.save(request.params.section, request.body, guards.userOf(request).id),
        ),
    );
    app.post(
      '/settings/admin/test-email',
      {
        schema: {
          tags,
          summary: 'Send a test email (SMTP when configured, else the outbox)',
          body: testEmailBodySchema,
          response: { 200: successEnvelope(testEmailResultSchema) },
        },
      },
      async (request) => ok(await settingsAdmin.sendTestEmail(request.body.to)),
    );
  };
}
