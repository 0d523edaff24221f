import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResult } from '@propwash/domain/accounts/schemas';
import { installErrorHandling } from '../../../platform/http.ts';
import type { OidcIssuer } from '../../../test/oidc-issuer.ts';
import { clientId, clientSecret, publicUrl, useGoogleIssuer } from './google.fixtures.ts';
import { type GoogleIdentity, type GoogleVerifier } from './google.verifier.ts';
import { createKnownDevices } from '../sign-in/sign-in.known-device.ts';
import { googleRoutes, safeRedirectPath } from './google.routes.ts';

let issuer: OidcIssuer;
let google: GoogleVerifier;
useGoogleIssuer((made) => ({ issuer, google } = made));

const signInFailed = { type: 'UNAUTHENTICATED', message: 'Google sign-in failed' };

describe('same-site redirect paths', () => {
  it.each([
    ['/profile', '/profile'],
    ['/product/abc?tab=reviews', '/product/abc?tab=reviews'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['https://evil.example/profile', '/'],
    ['profile', '/'],
    [undefined, '/'],
  ])('%j becomes %j', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});

describe('Google sign-in routes', () => {
  const signIns: { identity: GoogleIdentity; rememberMe: boolean; userAgent?: string }[] = [];
  const signInWithGoogle = async (
    identity: GoogleIdentity,
    meta: { ip?: string; userAgent?: string },
    rememberMe: boolean,
  ): Promise<AuthResult> => {
    signIns.push({ identity, rememberMe, userAgent: meta.userAgent });
    return {
      token: 'session.jwt.token-for-' + identity.subject,
      user: {
        id: 'user-1',
        name: identity.name,
        email: identity.email,
        phone: null,
        avatar: identity.picture,
        role: 'user',
      },
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    };
  };

  async function buildRoutes(deps: { google: GoogleVerifier | null; clientSecret?: string }) {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandling(app);
    await app.register(
      googleRoutes({
        ...deps,
        signInWithGoogle,
        publicUrl,
        stateSecret: 'a-test-secret-that-is-long-enough-to-sign',
        knownDevices: createKnownDevices({
          secret: 'a-test-secret-that-is-long-enough-to-sign',
          isSecure: false,
        }),
      }),
      { prefix: '/api' },
    );
    await app.ready();
    return app;
  }

  let app: Awaited<ReturnType<typeof buildRoutes>>;
  beforeAll(async () => {
    app = await buildRoutes({ google, clientSecret });
  });
  afterAll(() => app.close());

  /** start → the issuer's consent → the callback URL it sends the browser to, and the cookie. */
  async function throughIssuer(startQuery = '?redirect=/profile') {
    const start = await app.inject({ url: `/api/auth/google/start${startQuery}` });
    expect(start.statusCode).toBe(302);
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    const consent = await fetch(start.headers.location!, { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location')!);
    return { start, cookie, callback };
  }

  it('describes the sign-in options', async () => {
    const res = await app.inject({ url: '/api/auth/config' });
    expect(res.json()).toEqual({
      success: true,
      data: { googleClientId: clientId, googleRedirect: true },
    });
    const gisOnly = await buildRoutes({ google });
    expect((await gisOnly.inject({ url: '/api/auth/config' })).json().data).toEqual({
      googleClientId: clientId,
      googleRedirect: false,
    });
    await gisOnly.close();
  });

  it('signs in with a Google credential', async () => {
    signIns.length = 0;
    const token = await issuer.signIdToken();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/google-login',
      headers: { 'user-agent': 'vitest' },
      payload: { token, rememberMe: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.email).toBe(issuer.defaultUser.email);
    expect(signIns).toEqual([
      {
        identity: expect.objectContaining({ subject: issuer.defaultUser.sub }),
        rememberMe: true,
        userAgent: 'vitest',
      },
    ]);
  });

  it('refuses a bad credential with one message and signs nobody in', async () => {
    signIns.length = 0;
    for (const token of [
      await issuer.signIdToken({}, { key: 'unknown' }),
      await issuer.signIdToken({ email_verified: false }),
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/google-login',
        payload: { token },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, error: signInFailed });
    }
    expect(signIns).toEqual([]);
  });

  it('answers 404 when Google sign-in is not configured', async () => {
    const off = await buildRoutes({ google: null });
    const res = await off.inject({
      method: 'POST',
      url: '/api/auth/google-login',
      payload: { token: await issuer.signIdToken() },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({
      type: 'NOT_FOUND',
      message: 'Google sign-in is not enabled',
    });
    expect((await off.inject({ url: '/api/auth/google/start' })).statusCode).toBe(404);
    expect((await off.inject({ url: '/api/auth/config' })).json().data).toEqual({
      googleClientId: null,
      googleRedirect: false,
    });
    await off.close();
  });

  it('starts the redirect flow with PKCE and a short-lived, HttpOnly state cookie', async () => {
    const res = await app.inject({ url: '/api/auth/google/start?redirect=/profile' });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location!);
    expect(`${location.origin}${location.pathname}`).toBe(`${issuer.issuer}/authorize`);
    const q = Object.fromEntries(location.searchParams);
    expect(q).toMatchObject({
      client_id: clientId,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `${publicUrl}/api/auth/google/callback`,
      code_challenge_method: 'S256',
    });
    for (const key of ['state', 'nonce', 'code_challenge']) {
      expect(q[key]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^pw_google_oauth=[^;]+; Max-Age=600; /);
    expect(cookie).toContain('Path=/api/auth/google; HttpOnly; SameSite=Lax');
    // The verifier stays on our side: the browser's URL only carries its hash.
    expect(res.headers.location).not.toContain('code_verifier');
  });

  it('signs in through the redirect flow and hands the session over in the URL fragment', async () => {
    signIns.length = 0;
    const { cookie, callback } = await throughIssuer('?redirect=/profile&rememberMe=true');
    expect(`${callback.origin}${callback.pathname}`).toBe(`${publicUrl}/api/auth/google/callback`);
    const res = await app.inject({
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location!);
    expect(`${location.origin}${location.pathname}`).toBe(`${publicUrl}/auth/callback`);
    expect(location.search).toBe('');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('token')).toBe(`session.jwt.token-for-${issuer.defaultUser.sub}`);
    expect(JSON.parse(Buffer.from(fragment.get('user')!, 'base64url').toString())).toMatchObject({
      email: issuer.defaultUser.email,
    });
    expect(fragment.get('redirect')).toBe('/profile');
    expect(signIns).toHaveLength(1);
    expect(signIns[0]!.rememberMe).toBe(true);
    expect(String(res.headers['set-cookie'])).toMatch(/^pw_google_oauth=; Max-Age=0; /);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('collapses an off-site redirect to /', async () => {
    const { cookie, callback } = await throughIssuer('?redirect=//evil.example');
    const res = await app.inject({
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie },
    });
    const fragment = new URLSearchParams(new URL(res.headers.location!).hash.slice(1));
    expect(fragment.get('redirect')).toBe('/');
  });

  it.each([
    ['a state that is not the cookie’s', (cb: URL) => cb.searchParams.set('state', 'x'.repeat(43))],
    ['no state cookie', (_cb: URL, headers: Record<string, string>) => delete headers.cookie],
    [
      'a tampered state cookie',
      (_cb: URL, headers: Record<string, string>) => {
        const [name, value] = headers.cookie!.split('=');
        const [payload, mac] = value!.split('.');
        const flow = JSON.parse(Buffer.from(payload!, 'base64url').toString());
        const forged = Buffer.from(JSON.stringify({ ...flow, redirect: '/admin' }));
        headers.cookie = `${name}=${forged.toString('base64url')}.${mac}`;
      },
    ],
    ['an error from the issuer', (cb: URL) => cb.searchParams.set('error', 'access_denied')],
    ['a forged code', (cb: URL) => cb.searchParams.set('code', 'forged-code')],
  ])('sends the browser to /login?error=auth_failed with %s', async (_case, spoil) => {
    signIns.length = 0;
    const { cookie, callback } = await throughIssuer();
    const headers: Record<string, string> = { cookie };
    spoil(callback, headers);
    const res = await app.inject({ url: `${callback.pathname}${callback.search}`, headers });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${publicUrl}/login?error=auth_failed`);
    expect(signIns).toEqual([]);
  });

  it('does not accept the same callback twice', async () => {
    const { cookie, callback } = await throughIssuer();
    const url = `${callback.pathname}${callback.search}`;
    const first = await app.inject({ url, headers: { cookie } });
    expect(first.headers.location).toMatch(/\/auth\/callback#/);
    const replay = await app.inject({ url, headers: { cookie } });
    expect(replay.headers.location).toBe(`${publicUrl}/login?error=auth_failed`);
  });
});
