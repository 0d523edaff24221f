import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';
import { databaseBusy, isConnectionLoss } from './db-retry.ts';
import { diskFullError, isDiskFull } from './disk-full.ts';
import type { ErrorType } from '@propwash/domain/platform/envelope';

/** `{ success: true, data }`: the envelope of every successful answer. */
export function ok<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}

function errorBody(message: string, type: ErrorType, details?: unknown) {
  return {
    success: false as const,
    error: { message, type, ...(details === undefined ? {} : { details }) },
  };
}

/** Strict-Transport-Security on https: helmet sends it, and so does every answer written here. */
export const hstsHeader = 'max-age=31536000; includeSubDomains';
export const hstsOptions = { maxAge: 31536000, includeSubDomains: true };

const typeByStatus: Record<number, ErrorType> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** A route of the app as the 405 answer and the route-walking tests see it. */
export type RouteEntry = { method: string; url: string; querystring: string[] };

/** The catch-all inside /api is marked so the 405 check never counts it as a real route. */
const apiFallback = Symbol('apiFallback');

/**
 * Node writes 408 and 431 (and bad requests it cannot parse) straight to the socket, before any
 * route or hook runs: answer them in the envelope too (Fastify's `clientErrorHandler` option).
 */
export function clientErrorHandler(opts: { https: boolean }) {
  return function (this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, reason, message] =
      err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive']
        : err.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'Request Header Fields Too Large', 'The request headers are too large']
          : [400, 'Bad Request', 'The request could not be read'];
    this.log.debug({ err }, 'client error');
    const body = JSON.stringify(errorBody(message, 'VALIDATION_FAILED'));
    if (socket.writable) {
      socket.write(
        [
          `HTTP/1.1 ${status} ${reason}`,
          'Content-Type: application/json; charset=utf-8',
          `Content-Length: ${Buffer.byteLength(body)}`,
          'Connection: close',
          ...(opts.https ? [`Strict-Transport-Security: ${hstsHeader}`] : []),
          '',
          body,
        ].join('\r\n'),
      );
    }
    socket.destroy(err);
  };
}

/** The Fastify options behind answers no route writes: client errors, 503 while closing. */
export function edgeServerOptions(opts: { https: boolean }) {
  return {
    clientErrorHandler: clientErrorHandler(opts),
    // A path the router cannot decode (bad percent-encoding) or an overlong parameter: no hook
    // runs for these, so the envelope and HSTS are written here.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      if (opts.https) reply.header('strict-transport-security', hstsHeader);
      if (error.code === 'FST_ERR_BAD_URL') {
        const message = 'The address contains characters that are not allowed';
        return reply.status(400).send(errorBody(message, 'VALIDATION_FAILED'));
      }
      if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
        return reply.status(414).send(errorBody('The address is too long', 'VALIDATION_FAILED'));
      }
      reply.log.error({ err: error }, 'router error');
      return reply.status(500).send(errorBody('Something went wrong', 'INTERNAL'));
    },
    // installErrorHandling answers 503 itself, in the envelope.
    return503OnClosing: false,
  } satisfies Partial<FastifyServerOptions>;
}

/**
 * One error handler for the whole API: known errors keep their message, 5xx never leak. Also the
 * JSON 404, the 503 while shutting down, and the route table the /api catch-all answers 405 from.
 */
export function installErrorHandling(app: FastifyInstance, opts = { https: false }) {
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    if (route.config && apiFallback in route.config) return;
    const shape = (route.schema?.querystring as { shape?: Record<string, unknown> } | undefined)
      ?.shape;
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, querystring: Object.keys(shape ?? {}) });
    }
  });

  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // First of all hooks, so nothing else runs for a request that arrives while shutting down.
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    if (opts.https) reply.header('strict-transport-security', hstsHeader);
    return reply
      .status(503)
      .header('connection', 'close')
      .header('retry-after', '5')
      .send(errorBody('The server is restarting. Please try again.', 'SERVICE_UNAVAILABLE'));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A database connection lost twice, or lost at COMMIT (platform/db-retry.ts): 503 with
    // Retry-After, never 500; the work was rolled back (or, at COMMIT, its outcome is unknown).
    if (!(error instanceof AppError) && isConnectionLoss(error)) {
      request.log.warn({ err: error }, 'database connection lost');
      const busy = databaseBusy();
      return reply
        .status(busy.statusCode)
        .headers(busy.headers ?? {})
        .send(errorBody(busy.message, busy.type));
    }
    // A full disk anywhere (a file, PostgreSQL): 507 with a message, not a bare 500.
    if (!(error instanceof AppError) && isDiskFull(error)) {
      request.log.error({ err: error }, 'disk full');
      const full = diskFullError();
      return reply.status(full.statusCode).send(errorBody(full.message, full.type));
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      if (error.statusCode >= 500) request.log.error({ err: error }, 'application error');
      return reply
        .status(error.statusCode)
        .send(errorBody(error.message, error.type, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const issues = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replace(/\//g, '.') || where,
        message: v.message ?? 'is invalid',
      }));
      const first = issues[0];
      const message = first ? `${first.field}: ${first.message}` : 'Invalid request';
      return reply.status(400).send(errorBody(message, 'VALIDATION_FAILED', { issues }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response failed its schema');
      return reply.status(500).send(errorBody('Something went wrong', 'INTERNAL'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(status).send(errorBody('Something went wrong', 'INTERNAL'));
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type): safe to show.
    return reply
      .status(status)
      .send(errorBody(error.message, typeByStatus[status] ?? 'VALIDATION_FAILED'));
  });

  app.setNotFoundHandler((request, reply) => notFound(request, reply));
  return routes;
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send(errorBody(`Route ${request.method} ${request.url.split('?')[0]} not found`, 'NOT_FOUND'));
}

/** `/api/reviews/:id` → a RegExp over the raw (still percent-encoded) path. */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) =>
      segment === '*'
        ? '.*'
        : segment
            .split(/(:[A-Za-z0-9_]+)/)
            .map((part) =>
              part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
            )
            .join(''),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * Inside the /api scope: every path under /api is answered by the API, never by the storefront's
 * catch-all. A path no route matches answers 404; one that exists for other methods answers 405
 * with Allow. Text PostgreSQL cannot store is refused (400) before any handler sees it.
 */
export async function installApiEdges(api: FastifyInstance, routes: RouteEntry[]) {
  api.addHook('preValidation', async (request) => {
    const field =
      // The query parser keeps a malformed escape (%zz, %ED%A0%80) as literal text: refuse it.
      (decodes(request.url) ? null : 'querystring') ??
      unstorableText(request.params, 'params') ??
      unstorableText(request.query, 'querystring') ??
      unstorableText(request.body, 'body');
    if (field) {
      throw new AppError('VALIDATION_FAILED', `${field} contains characters that are not allowed`, {
        details: { issues: [{ field, message: 'contains characters that are not allowed' }] },
      });
    }
  });

  let patterns: { method: string; pattern: RegExp }[] | null = null;
  await api.register(async (fallback) => {
    // Leave bodies unread: the answer is 404/405 whatever was sent.
    fallback.removeAllContentTypeParsers();
    fallback.addContentTypeParser('*', (_request, _payload, done) => done(null));
    for (const url of ['', '/*'])
      fallback.route({
        method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
        url,
        schema: { hide: true },
        config: { [apiFallback]: true },
        handler: async (request, reply) => {
          patterns ??= routes
            .filter((r) => r.url === '/api' || r.url.startsWith('/api/'))
            .map((r) => ({ method: r.method, pattern: patternOf(r.url) }));
          const path = request.url.split('?')[0]!;
          const allowed = [
            ...new Set(patterns.filter((r) => r.pattern.test(path)).map((r) => r.method)),
          ].sort();
          if (allowed.length === 0) return notFound(request, reply);
          // The route exists for this very method, yet the router passed it over: the only way
          // it does is a parameter longer than maxParamLength.
          if (allowed.includes(request.method)) {
            return reply
              .status(414)
              .send(errorBody('The address is too long', 'VALIDATION_FAILED'));
          }
          return reply
            .status(405)
            .header('allow', allowed.join(', '))
            .send(
              errorBody(
                `${request.method} is not allowed on ${path} (${allowed.join(', ')})`,
                'METHOD_NOT_ALLOWED',
              ),
            );
        },
      });
  });
}

/**
 * The first field holding text PostgreSQL cannot store (NUL, a lone UTF-16 surrogate), if any.
 * Object keys count too: bodies are stored as jsonb in places.
 */
function unstorableText(value: unknown, path: string): string | null {
  if (typeof value === 'string') return isStorable(value) ? null : path;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = unstorableText(item, `${path}.${i}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorable(key)) return path;
      const found = unstorableText(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

function decodes(url: string): boolean {
  const query = url.indexOf('?');
  if (query === -1) return true;
  try {
    decodeURIComponent(url.slice(query + 1).replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isStorable(text: string): boolean {
  return !text.includes('\u0000') && !loneSurrogate.test(text);
}
