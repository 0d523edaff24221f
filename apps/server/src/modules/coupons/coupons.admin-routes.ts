import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCouponSchema,
  couponListQuerySchema,
  couponListSchema,
  couponUsageSchema,
  createCouponBodySchema,
  updateCouponBodySchema,
} from '@propwash/domain/coupons/admin-schemas';
import { pageQuerySchema } from '@propwash/domain/platform/pagination';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { crudRoutes } from '../../platform/crud-routes.ts';
import { declareRoutes, recordIdParams } from '../../platform/routes.ts';
import type { CouponsAdminService } from './coupons.admin.ts';

/** Coupon management, inside the admin scope. */
export function couponsAdminRoutes(deps: {
  coupons: CouponsAdminService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { coupons, guards } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['admin', 'coupons']);
    const list = {
      summary: 'Every coupon, newest first (search by code; filter active, inactive, expired)',
      querystring: couponListQuerySchema,
      data: couponListSchema,
    };
    route.get('/coupons', list, (request) => coupons.list(request.query));
    // The same list under a second path, /coupons/admin/all.
    route.get(
      '/coupons/admin/all',
      { ...list, summary: 'Every coupon (the admin spec’s path for GET /coupons)' },
      (request) => coupons.list(request.query),
    );
    crudRoutes(route, {
      url: '/coupons',
      item: adminCouponSchema,
      create: {
        summary: 'Add a coupon (the code is saved uppercased and must be unique)',
        body: createCouponBodySchema,
        run: (body, request) => coupons.create(body, guards.userOf(request)),
      },
      update: {
        summary: 'Change any of a coupon’s fields; checkout applies the change at once',
        body: updateCouponBodySchema,
        run: (id, body, request) => coupons.update(id, body, guards.userOf(request)),
      },
      remove: {
        summary: 'Delete a coupon nobody has used (a used one answers 409: switch it off)',
        run: (id, request) => coupons.remove(id, guards.userOf(request)),
      },
    });
    route.get(
      '/coupons/:id/usage',
      {
        summary: 'Who used a coupon and when, with order number and discount',
        params: recordIdParams,
        querystring: pageQuerySchema,
        data: couponUsageSchema,
      },
      (request) => coupons.usage(request.params.id, request.query),
    );
  };
}
