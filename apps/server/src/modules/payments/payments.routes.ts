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
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { declareRoutes } from '../../platform/routes.ts';
import type { PaymentsService } from './payments.service.ts';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Online payment: the customer's checkout calls, and Razorpay's webhook (public, signed). */
export function paymentsRoutes(deps: {
  payments: PaymentsService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { payments, guards } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['payments']);
    const me = (request: Parameters<AuthGuards['userOf']>[0]) => guards.userOf(request).id;
    const signedIn = { onRequest: guards.requireUser };

    route.post(
      '/payments/create-order',
      {
        ...signedIn,
        summary: "Open (or reuse) a provider order for a pending online order's whole total",
        body: createPaymentOrderBodySchema,
        data: paymentOrderSchema,
      },
      (request) => payments.createOrder(me(request), request.body.orderId),
    );
    route.post(
      '/payments/verify',
      {
        ...signedIn,
        summary: "Verify the checkout's signature and mark the order paid",
        body: verifyPaymentBodySchema,
        data: paymentVerificationSchema,
      },
      (request) => payments.verify(me(request), request.body),
    );
    route.post(
      '/payments/simulator/complete',
      {
        ...signedIn,
        summary: "The built-in simulator's pay page: succeed (signed like Razorpay) or fail",
        body: simulatorCompleteBodySchema,
        data: simulatorResultSchema,
      },
      (request) => payments.simulatorComplete(me(request), request.body),
    );
    route.post(
      '/payments/failed',
      {
        ...signedIn,
        summary: 'Record a failed or dismissed checkout (the order stays payable)',
        body: paymentFailedBodySchema,
        data: paymentFailureRecordedSchema,
      },
      (request) => payments.recordFailure(me(request), request.body),
    );

    // The webhook's signature covers the exact bytes sent, so this scope keeps the raw body.
    await app.register(async (webhook) => {
      webhook.removeAllContentTypeParsers();
      webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      declareRoutes(webhook, ['payments']).post(
        '/payments/webhook',
        {
          summary: 'Razorpay webhook (X-Razorpay-Signature over the raw body)',
          data: paymentWebhookAckSchema,
        },
        (request) =>
          payments.webhook(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), {
            signature: header(request.headers['x-razorpay-signature']),
            eventId: header(request.headers['x-razorpay-event-id']),
          }),
      );
    });
  };
}
