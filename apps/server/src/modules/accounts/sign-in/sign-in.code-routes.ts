import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authResultSchema } from '@propwash/domain/accounts/schemas';
import {
  signInCodeRequestBodySchema,
  signInCodeRules,
  signInCodeSentSchema,
  signInCodeVerifyBodySchema,
} from '@propwash/domain/accounts/sign-in-codes';
import { declareRoutes } from '../../../platform/routes.ts';
import type { AccountsService } from '../accounts.service.ts';
import type { KnownDevices } from './sign-in.known-device.ts';

const minutes = signInCodeRules.lastsSeconds / 60;
/** One answer per channel, the same whether or not an account has that number or email. */
const SENT = {
  phone: `If an account has this mobile number, we have sent it a sign-in code on WhatsApp or by email. The code works for ${minutes} minutes.`,
  email: `If an account exists for this email, we have sent a sign-in code to it. The code works for ${minutes} minutes.`,
};

/** Sign in with a six-digit code (docs/decisions/sign-in-with-a-code.md). */
export function signInCodeRoutes(deps: {
  accounts: AccountsService;
  knownDevices: KnownDevices;
}): FastifyPluginAsyncZod {
  const { accounts, knownDevices } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['auth']);
    const meta = (request: { ip: string; headers: { 'user-agent'?: string } }) => ({
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });

    route.post(
      '/auth/code/request',
      {
        summary:
          'Send a six-digit sign-in code on WhatsApp (or by email) to a mobile number, or to an email; the same answer whether or not an account exists',
        body: signInCodeRequestBodySchema,
        data: signInCodeSentSchema,
        status: 202,
      },
      async (request) => {
        await accounts.requestSignInCode(request.body, meta(request));
        return {
          message: request.body.phone ? SENT.phone : SENT.email,
          expiresInSeconds: signInCodeRules.lastsSeconds,
          resendAfterSeconds: signInCodeRules.resendAfterSeconds,
        };
      },
    );

    route.post(
      '/auth/code/verify',
      {
        summary:
          'Sign in with the code sent to a mobile number or email (5 tries per code; 10 minutes)',
        body: signInCodeVerifyBodySchema,
        data: authResultSchema,
      },
      async (request, reply) => {
        const result = await accounts.verifySignInCode(request.body, {
          ...meta(request),
          deviceOf: (userId) => knownDevices.deviceOf(request, userId),
        });
        knownDevices.remember(request, reply, result.user.id);
        return result;
      },
    );
  };
}
