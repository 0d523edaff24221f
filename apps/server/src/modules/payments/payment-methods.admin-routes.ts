import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPaymentMethodSchema,
  paymentMethodBodySchema,
} from '@propwash/domain/payments/schemas';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import { ok } from '../../platform/http.ts';
import type { PaymentMethodsService } from './payment-methods.ts';

const params = z.object({ id: z.string().max(64) });

/** Payment methods the checkout offers, in the admin scope. */
export function paymentMethodsAdminRoutes(deps: {
  paymentMethods: PaymentMethodsService;
}): FastifyPluginAsyncZod {
  const { paymentMethods } = deps;
  const tags = ['admin', 'payments'];
  return async (app) => {
    app.get(
      '/payment-methods/all',
      {
        schema: {
          tags,
          summary: 'Every payment method, switched off ones too',
          response: { 200: successEnvelope(z.array(adminPaymentMethodSchema)) },
        },
      },
      async () => ok(await paymentMethods.listAll()),
    );
    app.post(
      '/payment-methods',
      {
        schema: {
          tags,
          summary: 'Add a payment method (one per type)',
          body: paymentMethodBodySchema,
          response: { 201: successEnvelope(adminPaymentMethodSchema) },
        },
      },
      async (request, reply) => reply.code(201).send(ok(await paymentMethods.create(request.body))),
    );
    app.put(
      '/payment-methods/:id',
      {
        schema: {
          tags,
          summary: 'Change a payment method; switching it off hides it at checkout at once',
          params,
          body: paymentMethodBodySchema,
          response: { 200: successEnvelope(adminPaymentMethodSchema) },
        },
      },
      async (request) => ok(await paymentMethods.update(request.params.id, request.body)),
    );
    app.delete(
      '/payment-methods/:id',
      {
        schema: {
          tags,
          summary: 'Delete a payment method',
          params,
          response: { 200: successEnvelope(z.object({ deleted: z.literal(true) })) },
        },
      },
      async (request) => {
        await paymentMethods.remove(request.params.id);
        return ok({ deleted: true as const });
      },
    );
  };
}
