import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/app-error.ts';
import type { OidcIssuer } from '../../../test/oidc-issuer.ts';
import { clientId, clientSecret, publicUrl, useGoogleIssuer } from './google.fixtures.ts';
import { createGoogleVerifier, type GoogleVerifier } from './google.verifier.ts';

let issuer: OidcIssuer;
let google: GoogleVerifier;
useGoogleIssuer((made) => ({ issuer, google } = made));

async function refusal(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return { type: (err as AppError).type, message: (err as AppError).message };
}

const signInFailed = { type: 'UNAUTHENTICATED', message: 'Google sign-in failed' };

describe('Google ID token verification', () => {
  it('accepts a token the issuer signed for this client and lower-cases the email', async () => {
    const token = await issuer.signIdToken({ email: 'Google.Pilot@Example.com' });
    expect(await google.verifyIdToken(token)).toEqual({
      subject: issuer.defaultUser.sub,
      email: 'google.pilot@example.com',
      emailVerified: true,
      name: 'Google Pilot',
      picture: null,
    });
  });

  it('keeps only an https picture', async () => {
    const https = await issuer.signIdToken({ picture: 'https://lh3.example.com/a.jpg' });
    const http = await issuer.signIdToken({ picture: 'http://lh3.example.com/a.jpg' });
    expect((await google.verifyIdToken(https)).picture).toBe('https://lh3.example.com/a.jpg');
    expect((await google.verifyIdToken(http)).picture).toBeNull();
  });

  const tamper = (token: string) => {
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, email: 'admin@propwash.in' }));
    return `${header}.${forged.toString('base64url')}.${signature}`;
  };

  it.each([
    ['alg none', () => issuer.signIdToken({}, { alg: 'none' })],
    ['HS256 keyed with the public key', () => issuer.signIdToken({}, { alg: 'HS256' })],
    ['expired', () => issuer.signIdToken({}, { expiresIn: -600 })],
    ['another audience', () => issuer.signIdToken({ aud: 'someone-else' })],
    [
      'several audiences, presented by another client',
      () => issuer.signIdToken({ aud: [clientId, 'other'], azp: 'other' }),
    ],
    ['another issuer', () => issuer.signIdToken({ iss: 'https://evil.example' })],
    ['a tampered payload', async () => tamper(await issuer.signIdToken())],
    ['an unverified email', () => issuer.signIdToken({ email_verified: false })],
    ['email_verified as a string', () => issuer.signIdToken({ email_verified: 'true' })],
    ['no email_verified', () => issuer.signIdToken({ email_verified: undefined })],
    ['a key the issuer does not publish', () => issuer.signIdToken({}, { key: 'unknown' })],
    ['no email', () => issuer.signIdToken({ email: undefined })],
    ['no subject', () => issuer.signIdToken({ sub: undefined })],
    ['no iat', () => issuer.signIdToken({ iat: undefined })],
    ['not a JWT', async () => 'not-a-jwt-at-all-but-long-enough'],
  ])('refuses a token with %s', async (_case, makeToken) => {
    expect(await refusal(google.verifyIdToken(await makeToken()))).toEqual(signInFailed);
  });

  it('fetches the discovery document and keys once, not per sign-in', async () => {
    const fresh = createGoogleVerifier({ issuer: issuer.issuer, clientId });
    const before = issuer.requests.length;
    for (let i = 0; i < 3; i++) await fresh.verifyIdToken(await issuer.signIdToken());
    const asked = issuer.requests.slice(before);
    expect(asked.filter((p) => p === '/.well-known/openid-configuration')).toHaveLength(1);
    expect(asked.filter((p) => p === '/jwks')).toHaveLength(1);
  });

  it('answers 503, not 401, when the issuer cannot be reached, and retries later', async () => {
    let isDown = true;
    const flaky = createGoogleVerifier({
      issuer: issuer.issuer,
      clientId,
      fetch: (input, init) =>
        isDown ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init),
    });
    const token = await issuer.signIdToken();
    expect((await refusal(flaky.verifyIdToken(token))).type).toBe('SERVICE_UNAVAILABLE');
    isDown = false;
    expect((await flaky.verifyIdToken(token)).email).toBe(issuer.defaultUser.email);
  });

  it("accepts both forms of Google's issuer when configured for Google, and nothing else", async () => {
    // Google's discovery document served from the local issuer's keys, through the fetch option.
    const viaGoogle = createGoogleVerifier({
      issuer: 'https://accounts.google.com',
      clientId,
      fetch: async (input, init) => {
        const url = String(input instanceof Request ? input.url : input);
        if (url === 'https://accounts.google.com/.well-known/openid-configuration') {
          return Response.json({
            issuer: 'https://accounts.google.com',
            authorization_endpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
            token_endpoint: 'https://oauth2.googleapis.com/token',
            jwks_uri: `${issuer.issuer}/jwks`,
          });
        }
        return fetch(input, init);
      },
    });
    for (const iss of ['https://accounts.google.com', 'accounts.google.com']) {
      expect((await viaGoogle.verifyIdToken(await issuer.signIdToken({ iss }))).subject).toBe(
        issuer.defaultUser.sub,
      );
    }
    const local = await issuer.signIdToken();
    expect(await refusal(viaGoogle.verifyIdToken(local))).toEqual(signInFailed);
  });

  it('refuses a discovery document that names another issuer', async () => {
    const misnamed = createGoogleVerifier({
      issuer: issuer.issuer,
      clientId,
      fetch: async (input, init) => {
        const res = await fetch(input, init);
        if (!String(input).endsWith('/openid-configuration')) return res;
        return Response.json({ ...((await res.json()) as object), issuer: 'https://evil.example' });
      },
    });
    const token = await issuer.signIdToken({ iss: 'https://evil.example' });
    expect((await refusal(misnamed.verifyIdToken(token))).type).toBe('SERVICE_UNAVAILABLE');
  });
});

describe('authorization code exchange', () => {
  /** Consents at the local issuer and returns the code it sends back. */
  async function codeFor(p: { nonce: string; verifier: string; redirectUri: string }) {
    const url = await google.authorizationUrl({
      state: 'state-1',
      nonce: p.nonce,
      codeChallenge: createHash('sha256').update(p.verifier).digest('base64url'),
      redirectUri: p.redirectUri,
    });
    const res = await fetch(url, { redirect: 'manual' });
    return new URL(res.headers.get('location')!).searchParams.get('code')!;
  }
  const redirectUri = `${publicUrl}/api/auth/google/callback`;
  const verifier = 'v'.repeat(43);

  it('redeems a code with PKCE and checks the nonce', async () => {
    const code = await codeFor({ nonce: 'n-1', verifier, redirectUri });
    const identity = await google.exchangeCode({
      code,
      codeVerifier: verifier,
      redirectUri,
      clientSecret,
      nonce: 'n-1',
    });
    expect(identity.email).toBe(issuer.defaultUser.email);
  });

  it.each([
    ['another nonce', { nonce: 'n-other' }],
    ['a wrong PKCE verifier', { codeVerifier: 'w'.repeat(43) }],
    ['a wrong client secret', { clientSecret: 'not-the-secret' }],
    ['another redirect_uri', { redirectUri: 'http://evil.example/callback' }],
  ])('refuses a code redeemed with %s', async (_case, change) => {
    const code = await codeFor({ nonce: 'n-2', verifier, redirectUri });
    const exchange = google.exchangeCode({
      code,
      codeVerifier: verifier,
      redirectUri,
      clientSecret,
      nonce: 'n-2',
      ...change,
    });
    expect(await refusal(exchange)).toEqual(signInFailed);
  });
});
