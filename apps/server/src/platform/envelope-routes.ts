import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import { ok } from './http.ts';

/** A Fastify scope with the zod type provider, as route plugins receive it. */
export type ZodScope = Parameters<FastifyPluginAsyncZod>[0];

type Maybe = z.ZodType | undefined;
export type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

/** What one route declares for /api/docs and validation; `data` is the enveloped answer's data. */
export type RouteSpec<P extends Maybe, Q extends Maybe, B extends Maybe, D extends z.ZodType> = {
  summary: string;
  params?: P;
  querystring?: Q;
  body?: B;
  data: D;
  /** 200 unless said otherwise (201 for a created record). */
  status?: 200 | 201;
  /** The scope's tags unless a route names its own. */
  tags?: string[];
  /** Bytes a body may have, when a route takes more than the server's default. */
  bodyLimit?: number;
  /** A guard run before anything else (e.g. `guards.requireUser`). */
  onRequest?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
};

/** The request as the handler sees it: params, query and body already parsed by their schemas. */
export type RouteRequest<P, Q, B> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
};

type Handler<P, Q, B, D extends z.ZodType> = (
  request: RouteRequest<P, Q, B>,
  reply: FastifyReply,
) => Promise<z.input<D>>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A malformed id is simply not found, the same answer as an unknown one. */
export const recordIdParams = z.object({ id: z.string().max(64) });

/** The answer of a delete that has nothing else to say. */
export const deletedSchema = z.object({ deleted: z.literal(true) });
export const deleted = { deleted: true as const };

/**
 * Routes whose answers all travel in the success envelope (`{ success: true, data }`,
 * docs/architecture.md, Request rules): each declares its schemas once and returns the bare data.
 */
export function envelopeRoutes(app: ZodScope, tags: string[]) {
  function define(method: Method) {
    return function route<
      D extends z.ZodType,
      P extends Maybe = undefined,
      Q extends Maybe = undefined,
      B extends Maybe = undefined,
    >(url: string, spec: RouteSpec<P, Q, B, D>, handler: Handler<P, Q, B, D>) {
      const status = spec.status ?? 200;
      const schema: FastifySchema = {
        tags: spec.tags ?? tags,
        summary: spec.summary,
        ...(spec.params && { params: spec.params }),
        ...(spec.querystring && { querystring: spec.querystring }),
        ...(spec.body && { body: spec.body }),
        response: { [status]: successEnvelope(spec.data) },
      };
      app.route({
        method,
        url,
        schema,
        ...(spec.bodyLimit && { bodyLimit: spec.bodyLimit }),
        ...(spec.onRequest && { onRequest: spec.onRequest }),
        handler: async (request, reply) => {
          // The validator compiler has parsed params, query and body with these schemas.
          const data = await handler(request as unknown as RouteRequest<P, Q, B>, reply);
          reply.code(status);
          return ok(data);
        },
      });
    };
  }
  return {
    get: define('GET'),
    post: define('POST'),
    put: define('PUT'),
    patch: define('PATCH'),
    delete: define('DELETE'),
  };
}
export type EnvelopeRoutes = ReturnType<typeof envelopeRoutes>;
