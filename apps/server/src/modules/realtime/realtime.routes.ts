import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, type AuthGuards } from '../../platform/auth-guard.ts';
import { declareRoutes } from '../../platform/routes.ts';
import type { RealtimeService } from './realtime.service.ts';

/**
 * GET /api/events: server-sent events for the signed-in user (admins: new orders, status
 * changes, low stock; a customer: their own orders). The browser reads it with fetch() and the
 * Authorization header, so no token ever travels in a URL.
 */
export function realtimeRoutes(deps: {
  realtime: RealtimeService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { realtime, guards } = deps;
  return async (app) => {
    // Open streams would hold a graceful close forever: end them first (clients reconnect).
    app.addHook('preClose', async () => realtime.closeAll());

    const route = declareRoutes(app, ['realtime']);
    route.raw.get(
      '/events',
      {
        summary: 'Live events as text/event-stream (order.placed, order.updated, stock.low)',
        description:
          'Each event is one `data:` line of JSON with its `type`, and an `id`. A comment line ' +
          'every 25 s keeps the stream open; it ends when the session does.',
        produces: ['text/event-stream'],
        onRequest: guards.requireUser,
        // Every event must reach the browser when it happens, not when a compressor's block fills.
        compress: false,
      },
      async (request, reply) => {
        const stream = realtime.open(guards.userOf(request), bearer(request)!);
        return (
          reply
            .header('content-type', 'text/event-stream; charset=utf-8')
            .header('cache-control', 'no-cache, no-transform')
            // nginx and similar proxies buffer responses unless told not to.
            .header('x-accel-buffering', 'no')
            .send(stream)
        );
      },
    );
  };
}
