import { readFileSync } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@propwash/domain/analytics/schemas';
import { AppError } from './app-error.ts';
import { pingDatabase, type Database } from './db.ts';
import { declareRoutes } from './routes.ts';

const version: string = JSON.parse(
  readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'),
).version;
const startedAt = Date.now();

/** GET /api/health: database ping, version, uptime; 503 when the database does not answer. */
export function healthRoutes(deps: { database: Database }): FastifyPluginAsyncZod {
  return async (app) => {
    const route = declareRoutes(app, ['platform']);
    route.get(
      '/health',
      { summary: 'Liveness and database check', data: healthSchema },
      async (request) => {
        let latencyMs: number;
        try {
          latencyMs = await pingDatabase(deps.database.db);
        } catch (err) {
          request.log.error({ err }, 'health: database ping failed');
          throw new AppError('SERVICE_UNAVAILABLE', 'Database unavailable');
        }
        return {
          status: 'ok' as const,
          version,
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
          database: { ok: true, engine: deps.database.engine, latencyMs },
        };
      },
    );
  };
}
