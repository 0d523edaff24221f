import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcIssuer, type OidcIssuer } from '../../../test/oidc-issuer.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../accounts.tables.ts';

// The whole app wired to a local OpenID issuer: accounts are created, linked or refused.
let issuer: OidcIssuer;
let t: TestApp;
beforeAll(async () => {
  issuer = await startOidcIssuer({ clientId: 'propwash-test', clientSecret: 'test-secret' });
  t = await buildTestApp({
    env: {
      GOOGLE_CLIENT_ID: 'propwash-test',
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_ISSUER: issuer.issuer,
    },
  });
});
afterAll(async () => {
  await t.close();
  await issuer.close();
});

const googleLogin = async (claims: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/google-login',
    payload: { token: await issuer.signIdToken(claims) },
  });

describe('Google sign-in through the app', () => {
  it('creates a customer for a new verified Google account, then signs the same account in again', async () => {
    const claims = { sub: 'google-new-1', email: 'New.Flyer@Example.com', name: 'New Flyer' };
    const first = await googleLogin(claims);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.user).toMatchObject({
      email: 'new.flyer@example.com',
      name: 'New Flyer',
      role: 'user',
    });
    const again = await googleLogin(claims);
    expect(again.json().data.user.id).toBe(first.json().data.user.id);
    expect(await t.db.$count(users, eq(users.email, 'new.flyer@example.com'))).toBe(1);
  });

  it('links an existing password account with the same verified email', async () => {
    const existing = await t.makeUser({ email: 'both-ways@example.com' });
    const res = await googleLogin({ sub: 'google-link-1', email: 'both-ways@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).toBe(existing.id);
    const row = await t.db.query.users.findFirst({ where: eq(users.id, existing.id) });
    expect(row).toMatchObject({ googleSubject: 'google-link-1', emailVerified: true });
    // The password still works too.
    await t.loginAs(existing);
  });

  it('refuses a banned account without linking it, and an email linked to another Google account', async () => {
    const banned = await t.makeUser({ email: 'banned-g@example.com', status: 'banned' });
    const res = await googleLogin({ sub: 'google-banned', email: 'banned-g@example.com' });
    expect(res.statusCode).toBe(403);
    expect(
      (await t.db.query.users.findFirst({ where: eq(users.id, banned.id) }))?.googleSubject,
    ).toBeNull();

    await googleLogin({ sub: 'google-owner', email: 'owned@example.com' });
    const other = await googleLogin({ sub: 'google-intruder', email: 'owned@example.com' });
    expect(other.statusCode).toBe(409);
  });

  it('refuses unverified emails and tokens for another audience without creating anyone', async () => {
    const unverified = await googleLogin({
      sub: 'google-unverified',
      email: 'unverified@example.com',
      email_verified: false,
    });
    expect(unverified.statusCode).toBe(401);
    expect(unverified.json().error.message).toBe('Google sign-in failed');
    const wrongAudience = await googleLogin({
      sub: 'google-aud',
      email: 'aud@example.com',
      aud: 'another-app',
    });
    expect(wrongAudience.statusCode).toBe(401);
    expect(await t.db.$count(users, eq(users.email, 'unverified@example.com'))).toBe(0);
    expect(await t.db.$count(users, eq(users.email, 'aud@example.com'))).toBe(0);
  });

  it('publishes the sign-in options', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(res.json().data).toEqual({ googleClientId: 'propwash-test', googleRedirect: true });
  });
});
