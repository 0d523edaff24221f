import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPaymentOrderBodySchema,
  paymentFailedBodySchema,
  paymentFailureRecordedSchema,
  paymentOrderSchema,
  paymentVerificationSchema,
  paymentWebhookAckSchema,
  simulatorCompleteBodySchema,
  simulatorResultSchema,
  verifyPaymentBodySchema,
} from '@propwash/domain/payments/schemas';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/http.ts';
import type { PaymentsService } from './payments.service.ts';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Online payment: the customer's checkout calls, and Razorpay's webhook (public, signed). */
export function paymentsRoutes(deps: {
  payments: PaymentsService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { payments, guards } = deps;
  return async (app) => {
    const me = (request: Parameters<AuthGuards['userOf']>[0]) => guards.userOf(request).id;
    const signedIn = { onRequest: guards.requireUser };

    app.post(
      '/payments/create-order',
      {
        ...signedIn,
        schema: {
          tags: ['payments'],
          summary: "Open (or reuse) a provider order for a pending online order's whole total",
          body: createPaymentOrderBodySchema,
          response: { 200: successEnvelope(paymentOrderSchema) },
        },
      },
      async (request) => ok(await payments.createOrder(me(request), request.body.orderId)),
    );
    app.post(
      '/payments/verify',
      {
        ...signedIn,
        schema: {
          tags: ['payments'],
          summary: "Verify the checkout's signature and mark the order paid",
          body: verifyPaymentBodySchema,
          response: { 200: successEnvelope(paymentVerificationSchema) },
        },
      },
      async (request) => ok(await payments.verify(me(request), request.body)),
    );
    app.post(
      '/payments/simulator/complete',
      {
        ...signedIn,
        schema: {
          tags: ['payments'],
          summary: "The built-in simulator's pay page: succeed (signed like Razorpay) or fail",
          body: simulatorCompleteBodySchema,
          response: { 200: successEnvelope(simulatorResultSchema) },
        },
      },
      async (request) => ok(await payments.simulatorComplete(me(request), request.body)),
    );
    app.post(
      '/payments/failed',
      {
        ...signedIn,
        schema: {
          tags: ['payments'],
          summary: 'Record a failed or dismissed checkout (the order stays payable)',
          body: paymentFailedBodySchema,
          response: { 200: successEnvelope(paymentFailureRecordedSchema) },
        },
      },
      async (request) => ok(await payments.recordFailure(me(request), request.body)),
    );

    // The webhook's signature covers the exact bytes sent, so this scope keeps the raw body.
    await app.register(async (webhook) => {
      webhook.removeAllContentTypeParsers();
      webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      webhook.post(
        '/payments/webhook',
        {
          schema: {
            tags: ['payments'],
            summary: 'Razorpay webhook (X-Razorpay-Signature over the raw body)',
            response: { 200: successEnvelope(paymentWebhookAckSchema) },
          },
        },
        async (request) =>
          ok(
            await payments.webhook(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), {
              signature: header(request.headers['x-razorpay-signature']),
              eventId: header(request.headers['x-razorpay-event-id']),
            }),
          ),
      );
    });
  };
}
