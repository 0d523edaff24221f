import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { pageCompression } from './compression.ts';
import type { ServerLoadContext } from '@propwash/domain/platform/load-context';

export const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');
export const webServerBuild = path.join(webRoot, 'build/server/index.js');
const webClientBuild = path.join(webRoot, 'build/client');

type ContextFor = (request: FastifyRequest, reply: FastifyReply) => ServerLoadContext;

/**
 * Mounts the React Router app on the catch-all route: storefront pages render on the server,
 * /admin renders in the browser. In dev, Vite runs as middleware in this same process.
 */
export async function registerSsr(
  app: FastifyInstance,
  opts: { dev: boolean; contextFor: ContextFor },
) {
  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (opts.dev) {
    const [{ createServer }, { default: middie }] = await Promise.all([
      import('vite'),
      import('@fastify/middie'),
    ]);
    const vite = await createServer({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    });
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    if (!existsSync(webServerBuild)) {
      throw new Error(
        `The web app is not built (${webServerBuild} is missing). Run: npm run build`,
      );
    }
    build = (await import(webServerBuild)) as ServerBuild;
    // Hashed assets never change: cache for a year, serve the .br/.gz made at build time.
    await app.register(fastifyStatic, {
      root: path.join(webClientBuild, 'assets'),
      prefix: '/assets/',
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
      decorateReply: false,
    });
    await app.register(fastifyStatic, {
      root: webClientBuild,
      prefix: '/',
      wildcard: false,
      globIgnore: ['assets/**', '.vite/**'],
      maxAge: '1h',
      decorateReply: false,
    });
  }

  const handle = createRequestHandler(build, opts.dev ? 'development' : 'production');

  await app.register(async (scope) => {
    // React Router reads request bodies itself (form actions), so leave them unparsed.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      schema: { hide: true },
      compress: pageCompression,
      handler: async (request, reply) => {
        const controller = new AbortController();
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) controller.abort();
        });
        const headers = new Headers();
        for (const [key, value] of Object.entries(request.headers)) {
          // HTTP/2's pseudo-headers (:path, :authority…) are not headers of a web Request.
          if (key.startsWith(':')) continue;
          if (Array.isArray(value)) for (const v of value) headers.append(key, v);
          else if (value !== undefined) headers.set(key, value);
        }
        const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
        const url = new URL(request.url, `${request.protocol}://${request.host}`);
        const webRequest = new Request(url, {
          method: request.method,
          headers,
          signal: controller.signal,
          ...(hasBody
            ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' }
            : {}),
        } as RequestInit);
        const response = await handle(webRequest, opts.contextFor(request, reply) as never);
        return reply.send(response);
      },
    });
  });
}
