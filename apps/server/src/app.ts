// The server's composition root. docs/architecture.md is the map of the code it wires together:
// layout, modules, request rules, events and the path of an order.
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { apiRoutes } from './app-routes.ts';
import { createServices } from './app-services.ts';
import type { Config } from './config.ts';
import { createVisitorTracker, trackVisits } from './modules/analytics/analytics.realtime.ts';
import { seoRoutes } from './modules/catalog/seo/seo.routes.ts';
import { countProductView } from './modules/catalog/catalog.views.ts';
import type { Database } from './platform/db.ts';
import { apiCompression } from './platform/compression.ts';
import { edgeServerOptions, installErrorHandling } from './platform/http.ts';
import { cspNonceOf, registerSecurityHeaders } from './platform/security-headers.ts';
import { registerSsr } from './platform/ssr.ts';
import { createStorage, storageOrigin, type Storage } from './platform/storage.ts';
import { tlsServerOptions, watchCertificate } from './platform/tls.ts';
import { startDailyBackups } from './platform/daily-backup.ts';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  storage?: Storage;
  /** Mount the React Router app (off in API tests). */
  ssr?: boolean;
  /** Run background jobs (the payment reconciler); the real server does, tests call them directly. */
  background?: boolean;
  logger?: FastifyServerOptions['logger'];
};

/** The composition root: config → database → services → routes. Reading it is reading the map. */
export async function buildApp(opts: BuildAppOptions) {
  const { config, database } = opts;
  const isHttps = config.publicUrl.startsWith('https://');
  const adminRoutes: { method: string; url: string }[] = [];

  const app = Fastify({
    logger: opts.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    ...edgeServerOptions({ https: isHttps }),
    ...(config.tls && tlsServerOptions(config.tls)),
  }).withTypeProvider<ZodTypeProvider>();
  if (config.tls) {
    // A renewed certificate is taken up without a restart (platform/tls.ts).
    const stopWatching = watchCertificate(
      app.server as unknown as Parameters<typeof watchCertificate>[0],
      config.tls,
      app.log,
    );
    app.addHook('onClose', async () => stopWatching());
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes = installErrorHandling(app, { https: isHttps });

  // --- services (app-services.ts: each gets exactly what it needs) ---
  const storage = opts.storage ?? createStorage(config.storage);
  const services = await createServices({ config, database, storage, log: app.log });
  const { catalog, content, settings, reviews, qna, payments, push, events } = services;

  // --- HTTP platform ---
  await registerSecurityHeaders(app, {
    config,
    uploadsOrigin: storageOrigin(storage),
    https: isHttps,
  });
  await app.register(fastifyCompress, apiCompression);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Propwash API',
        version: '0.1.0',
        description: 'Storefront and admin API. Money in rupees.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  if (storage.kind === 'local') {
    await app.register(fastifyStatic, {
      root: storage.location,
      prefix: '/uploads/',
      maxAge: '30d',
      decorateReply: false,
    });
  }

  // --- API: public routes, then every admin route inside one guarded scope (app-routes.ts) ---
  await app.register(apiRoutes({ config, database, storage, services, routes, adminRoutes }), {
    prefix: '/api',
  });

  // robots.txt and sitemaps before the SSR catch-all, so they are matched first.
  await app.register(seoRoutes({ catalog, publicUrl: config.publicUrl }));

  if (opts.ssr) {
    const visitors = createVisitorTracker({
      db: database.db,
      visitorSecret: config.auth.jwtSecret,
      onError: (err) => app.log.warn({ err }, 'visitor activity not recorded'),
    });
    await registerSsr(app, {
      dev: config.isDev,
      // Every storefront page served marks its visitor live (GET /api/realtime/metrics).
      contextFor: trackVisits(visitors, (request) => ({
        services: { catalog, content, settings, reviews, qna, legal: services.legalNotices },
        cspNonce: cspNonceOf(request),
        publicUrl: config.publicUrl,
        auth: {
          googleClientId: config.google.clientId ?? null,
          googleRedirect: Boolean(config.google.clientId && config.google.clientSecret),
        },
        recordProductView: (productId) =>
          countProductView(
            { catalog, visitorSecret: config.auth.jwtSecret },
            productId,
            { ip: request.ip, userAgent: request.headers['user-agent'] },
            (err) => request.log.warn({ err }, 'product view not recorded'),
          ),
      })),
    });
  }

  // Stored jobs (platform/jobs.ts): this instance takes its share of every queue's due jobs.
  if (opts.background) await services.jobs.start();
  const stopReconciler = opts.background ? payments.startReconciler() : null;
  // Cash-on-delivery orders still unconfirmed after the setting's hours are cancelled.
  const stopCodExpiry = opts.background ? services.orders.startCodExpiry() : null;
  // Provider refunds of returns left pending (the provider was down) are asked for again.
  const stopRefundRetries = opts.background ? services.returns.startRefundRetries() : null;
  // Searches older than the insights keep are deleted once a day (search/search.log.ts).
  const stopSearchLogPruning = opts.background ? catalog.searchLog.startPruning() : null;
  // Records past the retention table's days are deleted once a day (privacy/privacy.retention.ts).
  const stopRetention = opts.background ? services.retention.start() : null;
  const stopDailyBackups =
    opts.background && config.backups.daily
      ? startDailyBackups({
          database,
          storage,
          dataDir: config.dataDir,
          keep: config.backups.keep,
          log: app.log,
        })
      : null;
  app.addHook('onClose', async () => {
    await stopDailyBackups?.();
    await stopReconciler?.();
    await stopCodExpiry?.();
    await stopRefundRetries?.();
    await stopSearchLogPruning?.();
    await stopRetention?.();
    await services.jobs.stop();
    // Searches still buffered are written before the database closes.
    await catalog.searchLog.close();
    await push.close();
    await events.close();
    await services.unlinkCaches();
    await database.close();
  });

  return {
    app,
    adminRoutes,
    routes,
    services,
    events,
    storage,
  };
}
export type App = Awaited<ReturnType<typeof buildApp>>;
