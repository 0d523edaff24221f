import { readFileSync } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@propwash/domain/analytics/schemas';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import { AppError } from './app-error.ts';
import { pingDatabase, type Database } from './db.ts';
import { ok } from './http.ts';

const version: string = JSON.parse(
  readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'),
).version;
const startedAt = Date.now();

/** GET /api/health: database ping, version, uptime; 503 when the database does not answer. */
export function healthRoutes(deps: { database: Database }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['platform'],
          summary: 'Liveness and database check',
          response: { 200: successEnvelope(healthSchema) },
        },
      },
      async (request) => {
        let latencyMs: number;
        try {
          latencyMs = await pingDatabase(deps.database.db);
        } catch (err) {
          request.log.error({ err }, 'health: database ping failed');
          throw new AppError('SERVICE_UNAVAILABLE', 'Database unavailable');
        }
        return ok({
          status: 'ok' as const,
          version,
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
          database: { ok: true, engine: deps.database.engine, latencyMs },
        });
      },
    );
  };
}
