import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCouponSchema,
  couponListQuerySchema,
  couponListSchema,
  couponUsageSchema,
  createCouponBodySchema,
  updateCouponBodySchema,
} from '@propwash/domain/coupons/admin-schemas';
import { pageQuerySchema } from '@propwash/domain/platform/pagination';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import { ok } from '../../platform/http.ts';
import type { CouponsAdminService } from './coupons.admin.ts';

const params = z.object({ id: z.string().max(64) });

/** Coupon management, inside the admin scope. */
export function couponsAdminRoutes(deps: { coupons: CouponsAdminService }): FastifyPluginAsyncZod {
  const { coupons } = deps;
  const tags = ['admin', 'coupons'];
  const listSchema = {
    tags,
    summary: 'Every coupon, newest first (search by code; filter active, inactive, expired)',
    querystring: couponListQuerySchema,
    response: { 200: successEnvelope(couponListSchema) },
  };
  return async (app) => {
    app.get('/coupons', { schema: listSchema }, async (request) =>
      ok(await coupons.list(request.query)),
    );
    // The same list under a second path, /coupons/admin/all.
    app.get(
      '/coupons/admin/all',
      {
        schema: { ...listSchema, summary: 'Every coupon (the admin spec’s path for GET /coupons)' },
      },
      async (request) => ok(await coupons.list(request.query)),
    );
    app.post(
      '/coupons',
      {
        schema: {
          tags,
          summary: 'Add a coupon (the code is saved uppercased and must be unique)',
          body: createCouponBodySchema,
          response: { 201: successEnvelope(adminCouponSchema) },
        },
      },
      async (request, reply) => reply.code(201).send(ok(await coupons.create(request.body))),
    );
    app.put(
      '/coupons/:id',
      {
        schema: {
          tags,
          summary: 'Change any of a coupon’s fields; checkout applies the change at once',
          params,
          body: updateCouponBodySchema,
          response: { 200: successEnvelope(adminCouponSchema) },
        },
      },
      async (request) => ok(await coupons.update(request.params.id, request.body)),
    );
    app.delete(
      '/coupons/:id',
      {
        schema: {
          tags,
          summary: 'Delete a coupon nobody has used (a used one answers 409: switch it off)',
          params,
          response: { 200: successEnvelope(z.object({ deleted: z.literal(true) })) },
        },
      },
      async (request) => {
        await coupons.remove(request.params.id);
        return ok({ deleted: true as const });
      },
    );
    app.get(
      '/coupons/:id/usage',
      {
        schema: {
          tags,
          summary: 'Who used a coupon and when, with order number and discount',
          params,
          querystring: pageQuerySchema,
          response: { 200: successEnvelope(couponUsageSchema) },
        },
      },
      async (request) => ok(await coupons.usage(request.params.id, request.query)),
    );
  };
}
