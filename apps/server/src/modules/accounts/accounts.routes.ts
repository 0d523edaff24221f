import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSecuritySchema,
  authResultSchema,
  changePasswordBodySchema,
  sessionParamsSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  messageSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  resetTokenParamsSchema,
  sessionUserSchema,
  updateProfileBodySchema,
} from '@propwash/domain/accounts/schemas';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import type { AccountsService } from './accounts.service.ts';
import type { KnownDevices } from './sign-in/sign-in.known-device.ts';
import { declareRoutes } from '../../platform/routes.ts';

const FORGOT_ANSWER =
  'If an account exists for that email, a password reset link has been sent to it.';

export function accountsRoutes(deps: {
  accounts: AccountsService;
  guards: AuthGuards;
  knownDevices: KnownDevices;
}): FastifyPluginAsyncZod {
  const { accounts, guards, knownDevices } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['auth']);
    const meta = (request: { ip: string; headers: { 'user-agent'?: string } }) => ({
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });

    route.post(
      '/auth/register',
      {
        summary: 'Create a customer account (name, email, password, phone only) and sign in',
        body: registerBodySchema,
        data: authResultSchema,
        status: 201,
      },
      async (request, reply) => {
        const result = await accounts.register(request.body, meta(request));
        knownDevices.remember(request, reply, result.user.id);
        return result;
      },
    );

    route.post(
      '/auth/login',
      {
        summary:
          'Sign in with email and password (limited per IP and account; per device on a device that signed in before)',
        body: loginBodySchema,
        data: authResultSchema,
      },
      async (request, reply) => {
        const result = await accounts.login(request.body, {
          ...meta(request),
          deviceOf: (userId) => knownDevices.deviceOf(request, userId),
        });
        knownDevices.remember(request, reply, result.user.id);
        return result;
      },
    );

    route.get(
      '/auth/me',
      { summary: 'The signed-in user', onRequest: guards.requireUser, data: sessionUserSchema },
      (request) => accounts.getUser(guards.userOf(request).id),
    );

    route.put(
      '/auth/profile',
      {
        summary: 'Update name, phone and avatar (email and role are read-only)',
        body: updateProfileBodySchema,
        onRequest: guards.requireUser,
        data: sessionUserSchema,
      },
      (request) => accounts.updateProfile(guards.userOf(request).id, request.body),
    );

    route.get(
      '/auth/security',
      {
        summary: 'Whether the account has a password, and its signed-in sessions (this one first)',
        onRequest: guards.requireUser,
        data: accountSecuritySchema,
      },
      (request) => {
        const { id, sessionId } = guards.userOf(request);
        return accounts.security(id, sessionId);
      },
    );

    route.post(
      '/auth/change-password',
      {
        summary:
          'Change the password (the current one is required when the account has one); signs out every other session',
        body: changePasswordBodySchema,
        onRequest: guards.requireUser,
        data: z.object({ endedSessions: z.number().int() }),
      },
      (request) => {
        const { id, sessionId } = guards.userOf(request);
        return accounts.changePassword(id, sessionId, request.body);
      },
    );

    route.post(
      '/auth/sessions/sign-out-others',
      {
        summary: 'Sign out every session of this account except this one',
        onRequest: guards.requireUser,
        data: z.object({ endedSessions: z.number().int() }),
      },
      (request) => {
        const { id, sessionId } = guards.userOf(request);
        return accounts.endOtherSessions(id, sessionId);
      },
    );

    route.delete(
      '/auth/sessions/:id',
      {
        summary: 'Sign out one of your sessions (another device, or this one)',
        params: sessionParamsSchema,
        onRequest: guards.requireUser,
        data: z.object({ loggedOut: z.literal(true) }),
      },
      async (request) => {
        await accounts.endSession(guards.userOf(request).id, request.params.id);
        return { loggedOut: true as const };
      },
    );

    route.post(
      '/auth/logout',
      {
        summary: 'End this session',
        onRequest: guards.requireUser,
        data: z.object({ loggedOut: z.literal(true) }),
      },
      async (request) => {
        await accounts.logout(guards.userOf(request).sessionId);
        return { loggedOut: true as const };
      },
    );

    route.post(
      '/auth/forgot-password',
      {
        summary: 'Email a one-hour reset link (same answer whether or not the email exists)',
        body: forgotPasswordBodySchema,
        data: messageSchema,
      },
      async (request) => {
        await accounts.forgotPassword(request.body.email, meta(request));
        return { message: FORGOT_ANSWER };
      },
    );

    route.post(
      '/auth/reset-password/:token',
      {
        summary: 'Set a new password with a reset token (single use); ends every session',
        params: resetTokenParamsSchema,
        body: resetPasswordBodySchema,
        data: messageSchema,
      },
      async (request) => {
        await accounts.resetPassword(request.params.token, request.body.password, meta(request));
        return { message: 'Password reset successful!' };
      },
    );
  };
}
