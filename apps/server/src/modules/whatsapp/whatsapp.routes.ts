import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  whatsappHandshakeQuerySchema,
  whatsappWebhookAckSchema,
} from '@propwash/domain/whatsapp/messages';
import { declareRoutes } from '../../platform/routes.ts';
import type { WhatsAppWebhook } from './whatsapp.webhook.ts';

/** Meta's webhook: the GET handshake and the signed POSTs (docs/decisions/whatsapp.md). */
export function whatsappRoutes(deps: { webhook: WhatsAppWebhook }): FastifyPluginAsyncZod {
  const { webhook } = deps;
  return async (app) => {
    declareRoutes(app, ['whatsapp']).raw.get(
      '/whatsapp/webhook',
      {
        summary: "Meta's webhook verification: echoes hub.challenge when hub.verify_token matches",
        querystring: whatsappHandshakeQuerySchema,
        produces: ['text/plain'],
        response: { 200: z.string() },
      },
      async (request, reply) => {
        const challenge = webhook.handshake({
          mode: request.query['hub.mode'],
          token: request.query['hub.verify_token'],
          challenge: request.query['hub.challenge'],
        });
        reply.header('content-type', 'text/plain; charset=utf-8');
        return challenge;
      },
    );

    // The signature covers the exact bytes Meta sent, so this scope keeps the raw body (as the
    // payments webhook does).
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      declareRoutes(scope, ['whatsapp']).post(
        '/whatsapp/webhook',
        {
          summary: 'WhatsApp Cloud API webhook (X-Hub-Signature-256 over the raw body)',
          data: whatsappWebhookAckSchema,
          errors: [401, 403],
        },
        (request) => {
          const signature = request.headers['x-hub-signature-256'];
          return webhook.receive(
            Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            typeof signature === 'string' ? signature : undefined,
          );
        },
      );
    });
  };
}
