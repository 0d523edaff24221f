import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authConfigSchema,
  authResultSchema,
  googleLoginBodySchema,
  type AuthResult,
} from '@propwash/domain/accounts/schemas';
import { AppError } from '../../../platform/app-error.ts';
import { derivedSigner, sameText } from '../../../platform/signed-token.ts';
import type { KnownDevices } from '../sign-in/sign-in.known-device.ts';
import { declareRoutes } from '../../../platform/routes.ts';
import type { GoogleIdentity, GoogleVerifier } from './google.verifier.ts';

type SignInMeta = { ip?: string; userAgent?: string };

export type GoogleRoutesDeps = {
  /** null when GOOGLE_CLIENT_ID is not set: the routes answer 404 and the button stays hidden. */
  google: GoogleVerifier | null;
  /** Finds, links (same verified email) or creates the account and opens a session. */
  signInWithGoogle: (
    identity: GoogleIdentity,
    meta: SignInMeta,
    rememberMe: boolean,
  ) => Promise<AuthResult>;
  publicUrl: string;
  /** Enables the redirect (authorization-code) flow; without it only the GIS button works. */
  clientSecret?: string;
  /** Signs the short-lived state cookie of the redirect flow. */
  stateSecret: string;
  /** A device that signs in becomes known to the account (sign-in/sign-in.known-device.ts). */
  knownDevices: KnownDevices;
};

const COOKIE = 'pw_google_oauth';
const COOKIE_PATH = '/api/auth/google';
const STATE_TTL_MS = 10 * 60 * 1000;

/** Only same-site paths survive ('/x', not '//host' or '/\host'); anything else becomes '/'. */
export function safeRedirectPath(target: string | undefined): string {
  if (!target || target.length > 512 || !target.startsWith('/') || target.startsWith('//')) {
    return '/';
  }
  // Browsers read '\' as '/' and drop tabs and newlines, so '/\t/evil' would become '//evil'.
  return /[\\\p{Cc}]/u.test(target) ? '/' : target;
}

const flowStateSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  redirect: z.string(),
  rememberMe: z.boolean(),
  expiresAt: z.number(),
});
type FlowState = z.infer<typeof flowStateSchema>;

const randomToken = () => randomBytes(32).toString('base64url');

/** The redirect flow's state lives in one signed cookie, so a login leaves no rows behind. */
function createStateCookie(secret: string, isSecure: boolean) {
  const signer = derivedSigner(secret, 'propwash google-oauth-state v1');
  const attributes = `Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax${isSecure ? '; Secure' : ''}`;

  return {
    set(reply: FastifyReply, value: FlowState) {
      const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
      const signed = `${payload}.${signer.sign(payload)}`;
      reply.header(
        'set-cookie',
        `${COOKIE}=${signed}; Max-Age=${STATE_TTL_MS / 1000}; ${attributes}`,
      );
    },
    clear(reply: FastifyReply) {
      reply.header('set-cookie', `${COOKIE}=; Max-Age=0; ${attributes}`);
    },
    /** The flow state if the cookie is ours, untampered and not expired; otherwise null. */
    read(request: FastifyRequest): FlowState | null {
      const raw = (request.headers.cookie ?? '')
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${COOKIE}=`))
        ?.slice(COOKIE.length + 1);
      const [payload, signature] = raw?.split('.') ?? [];
      if (!payload || !signature) return null;
      if (!signer.verify(payload, signature)) return null;
      let json: unknown;
      try {
        json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      const parsed = flowStateSchema.safeParse(json);
      if (!parsed.success || parsed.data.expiresAt < Date.now()) return null;
      return parsed.data;
    },
  };
}

const redirectResponse = (description: string) => z.null().describe(description);

/** Google sign-in: the GIS button (ID token in the body) and the redirect flow with PKCE. */
export function googleRoutes(deps: GoogleRoutesDeps): FastifyPluginAsyncZod {
  const { google, signInWithGoogle, clientSecret } = deps;
  const publicUrl = deps.publicUrl.replace(/\/+$/, '');
  const redirectUri = `${publicUrl}/api/auth/google/callback`;
  const isRedirectEnabled = Boolean(google && clientSecret);
  const stateCookie = createStateCookie(deps.stateSecret, publicUrl.startsWith('https://'));
  const notEnabled = () => new AppError('NOT_FOUND', 'Google sign-in is not enabled');
  const metaOf = (request: FastifyRequest): SignInMeta => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });

  return async (app) => {
    const route = declareRoutes(app, ['auth']);
    route.get(
      '/auth/config',
      { summary: 'Sign-in options the login screens show', data: authConfigSchema },
      async () => ({ googleClientId: google?.clientId ?? null, googleRedirect: isRedirectEnabled }),
    );

    route.post(
      '/auth/google-login',
      {
        summary: 'Sign in with a Google ID token (the Google Identity Services credential)',
        body: googleLoginBodySchema,
        data: authResultSchema,
      },
      async (request, reply) => {
        if (!google) throw notEnabled();
        const identity = await google.verifyIdToken(request.body.token);
        const result = await signInWithGoogle(
          identity,
          metaOf(request),
          request.body.rememberMe ?? false,
        );
        deps.knownDevices.remember(request, reply, result.user.id);
        return result;
      },
    );

    route.raw.get(
      '/auth/google/start',
      {
        summary: "Start the redirect sign-in: sends the browser to Google's consent screen",
        querystring: z.object({
          redirect: z
            .string()
            .optional()
            .describe('Same-site path to return to after sign-in; anything else becomes /'),
          rememberMe: z.enum(['true', 'false']).optional().describe('Keep the session 30 days'),
        }),
        response: { 302: redirectResponse("To the issuer's authorization endpoint") },
      },
      async (request, reply) => {
        if (!google || !isRedirectEnabled) throw notEnabled();
        const flow: FlowState = {
          state: randomToken(),
          nonce: randomToken(),
          codeVerifier: randomToken(),
          redirect: safeRedirectPath(request.query.redirect),
          rememberMe: request.query.rememberMe === 'true',
          expiresAt: Date.now() + STATE_TTL_MS,
        };
        let location: string;
        try {
          location = await google.authorizationUrl({
            state: flow.state,
            nonce: flow.nonce,
            codeChallenge: createHash('sha256').update(flow.codeVerifier).digest('base64url'),
            redirectUri,
          });
        } catch (err) {
          request.log.warn({ err }, 'Google sign-in could not start');
          return reply.redirect(`${publicUrl}/login?error=auth_failed`, 302);
        }
        stateCookie.set(reply, flow);
        reply.header('cache-control', 'no-store');
        return reply.redirect(location, 302);
      },
    );

    route.raw.get(
      '/auth/google/callback',
      {
        summary: 'Where the issuer returns the browser; signs in and hands over the session',
        description:
          'On success redirects to /auth/callback with token, user and redirect in the URL ' +
          'fragment (never the query string); on any failure to /login?error=auth_failed.',
        querystring: z.object({
          code: z.string().max(2048).optional(),
          state: z.string().max(256).optional(),
          error: z.string().max(256).optional(),
        }),
        response: { 302: redirectResponse('To /auth/callback#… or /login?error=auth_failed') },
      },
      async (request, reply) => {
        const flow = stateCookie.read(request);
        stateCookie.clear(reply);
        reply.header('cache-control', 'no-store');
        const failure = `${publicUrl}/login?error=auth_failed`;
        const { code, state, error } = request.query;
        if (!google || !clientSecret || !flow || !code || !state || error) {
          request.log.debug(
            { hasFlow: Boolean(flow), hasCode: Boolean(code), error },
            'Google callback refused',
          );
          return reply.redirect(failure, 302);
        }
        if (!sameText(state, flow.state)) {
          request.log.debug('Google callback state does not match the cookie');
          return reply.redirect(failure, 302);
        }
        try {
          const identity = await google.exchangeCode({
            code,
            codeVerifier: flow.codeVerifier,
            redirectUri,
            clientSecret,
            nonce: flow.nonce,
          });
          const result = await signInWithGoogle(identity, metaOf(request), flow.rememberMe);
          deps.knownDevices.remember(request, reply, result.user.id);
          // The fragment never reaches a server, a log or a Referer header; a query string would.
          const fragment = new URLSearchParams({
            token: result.token,
            user: Buffer.from(JSON.stringify(result.user)).toString('base64url'),
            redirect: flow.redirect,
          });
          return reply.redirect(`${publicUrl}/auth/callback#${fragment.toString()}`, 302);
        } catch (err) {
          if (!(err instanceof AppError) || err.statusCode >= 500) {
            request.log.error({ err }, 'Google callback failed');
          }
          return reply.redirect(failure, 302);
        }
      },
    );
  };
}
