import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paiseToRupees, rupeesToPaise } from '@propwash/domain/money';
import { couponValidationSchema, validateCouponBodySchema } from '@propwash/domain/orders/schemas';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { declareRoutes } from '../../platform/routes.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CouponsService } from './coupons.service.ts';

/**
 * POST /coupons/validate: a signed-in customer tries a code on their cart at checkout. Failed
 * codes count against the customer and their address (coupons.service.ts, couponLimits).
 */
export function couponsRoutes(deps: {
  coupons: Pick<CouponsService, 'validate'>;
  cart: Pick<CartService, 'get'>;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { coupons, cart, guards } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['checkout']);
    route.post(
      '/coupons/validate',
      {
        summary: "The coupon's discount on my cart (the body's cartTotal is ignored)",
        body: validateCouponBodySchema,
        data: couponValidationSchema,
        onRequest: guards.requireUser,
      },
      async (request) => {
        const user = guards.userOf(request);
        const { subtotal } = await cart.get(user.id);
        const result = await coupons.validate(
          request.body.code,
          { userId: user.id, ip: request.ip },
          rupeesToPaise(subtotal),
        );
        return {
          code: result.code,
          discount: paiseToRupees(result.discountPaise),
          message: result.message,
        };
      },
    );
  };
}
