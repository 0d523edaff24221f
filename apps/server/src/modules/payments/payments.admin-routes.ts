import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPaymentMethodSchema,
  paymentMethodBodySchema,
} from '@propwash/domain/payments/schemas';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { crudRoutes } from '../../platform/crud-routes.ts';
import { declareRoutes } from '../../platform/routes.ts';
import type { PaymentMethodsService } from './payments.methods.ts';

/** Payment methods the checkout offers, in the admin scope. */
export function paymentMethodsAdminRoutes(deps: {
  paymentMethods: PaymentMethodsService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { paymentMethods, guards } = deps;
  return async (app) => {
    crudRoutes(declareRoutes(app, ['admin', 'payments']), {
      url: '/payment-methods',
      item: adminPaymentMethodSchema,
      list: {
        url: '/payment-methods/all',
        summary: 'Every payment method, switched off ones too',
        run: paymentMethods.listAll,
      },
      create: {
        summary: 'Add a payment method (one per type)',
        body: paymentMethodBodySchema,
        run: (body, request) => paymentMethods.create(body, guards.userOf(request)),
      },
      update: {
        summary: 'Change a payment method; switching it off hides it at checkout at once',
        body: paymentMethodBodySchema,
        run: (id, body, request) => paymentMethods.update(id, body, guards.userOf(request)),
      },
      remove: {
        summary: 'Delete a payment method',
        run: (id, request) => paymentMethods.remove(id, guards.userOf(request)),
      },
    });
  };
}
