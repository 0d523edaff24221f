import type { FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, successEnvelope } from '@propwash/domain/platform/envelope';
import { ok } from './http.ts';

/** A Fastify scope with the zod type provider, as route plugins receive it. */
export type ZodScope = Parameters<FastifyPluginAsyncZod>[0];

type Maybe = z.ZodType | undefined;
export type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

type Status = 200 | 201 | 202;

/** What every route declares for /api/docs and validation, whatever its answer. */
type RouteBase<P extends Maybe, Q extends Maybe, B extends Maybe, H extends Maybe> = {
  summary: string;
  /** A longer text under the summary in /api/docs. */
  description?: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** Request headers the route requires (checked like the body). */
  headers?: H;
  /** The scope's tags unless a route names its own. */
  tags?: string[];
  /** Content types of the request body, for /api/docs (e.g. multipart/form-data). */
  consumes?: string[];
  /** Bytes a body may have, when a route takes more than the server's default. */
  bodyLimit?: number;
  /** A guard run before anything else (e.g. `guards.requireUser`). */
  onRequest?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
};

/** A route answering JSON in the success envelope; `data` is the envelope's data. */
export type RouteSpec<
  P extends Maybe,
  Q extends Maybe,
  B extends Maybe,
  D extends z.ZodType,
  H extends Maybe = undefined,
> = RouteBase<P, Q, B, H> & {
  data: D;
  /**
   * 200 unless said otherwise (201 for a created record). A list documents each status the route
   * may answer with the same data; the first is the default and the handler sets another with
   * `reply.code()`.
   */
  status?: Status | [Status, ...Status[]];
  /** Error statuses documented in /api/docs with the error body (e.g. a lookup's 400 and 404). */
  errors?: number[];
};

/**
 * A route whose answer is not JSON in the envelope: a page, a file, a stream, a redirect, XML.
 * The handler writes the reply itself.
 */
export type RawRouteSpec<
  P extends Maybe,
  Q extends Maybe,
  B extends Maybe,
  H extends Maybe = undefined,
> = RouteBase<P, Q, B, H> & {
  /** Content types of the answer, for /api/docs (e.g. text/event-stream). */
  produces?: string[];
  /**
   * Answers documented by status (a redirect's 302, a text body's 200); `content` documents one
   * status in several media types (a page that also answers JSON when the Accept header asks).
   */
  response?: Record<number, z.ZodType | { content: Record<string, { schema: z.ZodType }> }>;
  /** Left out of /api/docs (robots.txt, sitemaps). */
  hide?: boolean;
  /** false: never compressed (a stream whose events must arrive when they happen). */
  compress?: false;
};

/** The request as the handler sees it: params, query, body and headers parsed by their schemas. */
export type RouteRequest<P, Q, B, H = undefined> = Omit<
  FastifyRequest,
  'params' | 'query' | 'body'
> & {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
} & (H extends z.ZodType ? { headers: Out<H> & FastifyRequest['headers'] } : unknown);

type Handler<P, Q, B, H, D extends z.ZodType> = (
  request: RouteRequest<P, Q, B, H>,
  reply: FastifyReply,
) => Promise<z.input<D>>;

type RawHandler<P, Q, B, H> = (
  request: RouteRequest<P, Q, B, H>,
  reply: FastifyReply,
) => Promise<unknown>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A malformed id is simply not found, the same answer as an unknown one. */
export const recordIdParams = z.object({ id: z.string().max(64) });

/** The answer of a delete that has nothing else to say. */
export const deletedSchema = z.object({ deleted: z.literal(true) });
export const deleted = { deleted: true as const };

function baseSchema(spec: RouteBase<Maybe, Maybe, Maybe, Maybe>, tags: string[]): FastifySchema {
  return {
    tags: spec.tags ?? tags,
    summary: spec.summary,
    ...(spec.description && { description: spec.description }),
    ...(spec.params && { params: spec.params }),
    ...(spec.querystring && { querystring: spec.querystring }),
    ...(spec.body && { body: spec.body }),
    ...(spec.headers && { headers: spec.headers }),
    ...(spec.consumes && { consumes: spec.consumes }),
  };
}

function baseOptions(spec: RouteBase<Maybe, Maybe, Maybe, Maybe>): Partial<RouteOptions> {
  return {
    ...(spec.bodyLimit && { bodyLimit: spec.bodyLimit }),
    ...(spec.onRequest && { onRequest: spec.onRequest }),
  };
}

/**
 * The one way a route file declares its routes (docs/architecture.md, Request rules): each route
 * states its schemas once, for validation and /api/docs. `get`, `post`, ... answer JSON in the
 * success envelope (`{ success: true, data }`) and their handlers return the bare data;
 * `raw.get`, `raw.post`, ... are for the few answers that are not JSON (pages, files, streams,
 * redirects), whose handlers write the reply.
 */
export function declareRoutes(app: ZodScope, tags: string[]) {
  function enveloped(method: Method) {
    return function route<
      D extends z.ZodType,
      P extends Maybe = undefined,
      Q extends Maybe = undefined,
      B extends Maybe = undefined,
      H extends Maybe = undefined,
    >(url: string, spec: RouteSpec<P, Q, B, D, H>, handler: Handler<P, Q, B, H, D>) {
      const statuses = Array.isArray(spec.status) ? spec.status : [spec.status ?? 200];
      const envelope = successEnvelope(spec.data);
      const schema: FastifySchema = {
        ...baseSchema(spec, tags),
        response: {
          ...Object.fromEntries(statuses.map((status) => [status, envelope])),
          ...Object.fromEntries((spec.errors ?? []).map((status) => [status, errorBodySchema])),
        },
      };
      app.route({
        method,
        url,
        schema,
        ...baseOptions(spec),
        handler: async (request, reply) => {
          reply.code(statuses[0]!);
          // The validator compiler has parsed params, query, body and headers with these schemas.
          const data = await handler(request as unknown as RouteRequest<P, Q, B, H>, reply);
          return ok(data);
        },
      });
    };
  }
  function raw(method: Method) {
    return function route<
      P extends Maybe = undefined,
      Q extends Maybe = undefined,
      B extends Maybe = undefined,
      H extends Maybe = undefined,
    >(url: string, spec: RawRouteSpec<P, Q, B, H>, handler: RawHandler<P, Q, B, H>) {
      const schema: FastifySchema = {
        // A hidden route still validates what it declares; it is only left out of /api/docs.
        ...baseSchema(spec, tags),
        ...(spec.hide && { hide: true }),
        ...(spec.produces && { produces: spec.produces }),
        ...(spec.response && { response: spec.response }),
      };
      app.route({
        method,
        url,
        schema,
        ...baseOptions(spec),
        ...(spec.compress === false && { compress: false }),
        handler: (request, reply) => handler(request as unknown as RouteRequest<P, Q, B, H>, reply),
      });
    };
  }
  return {
    get: enveloped('GET'),
    post: enveloped('POST'),
    put: enveloped('PUT'),
    patch: enveloped('PATCH'),
    delete: enveloped('DELETE'),
    raw: {
      get: raw('GET'),
      post: raw('POST'),
      put: raw('PUT'),
      patch: raw('PATCH'),
      delete: raw('DELETE'),
    },
  };
}
export type Routes = ReturnType<typeof declareRoutes>;
