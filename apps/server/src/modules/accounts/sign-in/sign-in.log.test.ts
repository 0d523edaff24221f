import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignIn, SignInList } from '@propwash/domain/accounts/sign-ins';
import type { Db } from '../../../platform/db.ts';
import { startOidcIssuer, type OidcIssuer } from '../../../test/oidc-issuer.ts';
import { testAppWithAdmin, type AuthHeaders, type TestApp } from '../../../test/test-app.ts';
import { createSignInLog } from './sign-in.log.ts';

// Every sign-in attempt is logged, and the admin's Security page reads the log
// (docs/decisions/security-log-and-retention.md).
let issuer: OidcIssuer;
let t: TestApp;
let admin: AuthHeaders;
beforeAll(async () => {
  issuer = await startOidcIssuer({ clientId: 'propwash-test', clientSecret: 'test-secret' });
  ({ t, admin } = await testAppWithAdmin({
    env: {
      GOOGLE_CLIENT_ID: 'propwash-test',
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_ISSUER: issuer.issuer,
    },
  }));
});
afterAll(async () => {
  await t.close();
  await issuer.close();
});

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const login = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers: { 'user-agent': PHONE },
    payload: { email, password },
  });

async function signIns(query = ''): Promise<SignInList> {
  const res = await t.call('GET', `/api/auth/admin/sign-ins${query}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as SignInList;
}
const newestFor = async (email: string): Promise<SignIn | undefined> =>
  (await signIns(`?search=${encodeURIComponent(email)}`)).signIns[0];

describe('the sign-in log', () => {
  it('records a password sign-in, a wrong password and an unknown email, newest first', async () => {
    const user = await t.makeUser({ email: 'pilot-log@example.com' });
    expect((await login(user.email, user.password, '203.0.113.7')).statusCode).toBe(200);
    expect(await newestFor(user.email)).toMatchObject({
      email: 'pilot-log@example.com',
      name: 'Test User',
      outcome: 'success',
      method: 'password',
      admin: false,
      ip: '203.0.113.7',
      device: 'Chrome on Android',
    });

    expect((await login(user.email, 'not-the-password', '203.0.113.8')).statusCode).toBe(401);
    expect(await newestFor(user.email)).toMatchObject({ outcome: 'wrong_password' });

    expect((await login('nobody-log@example.com', 'whatever1', '203.0.113.9')).statusCode).toBe(
      401,
    );
    expect(await newestFor('nobody-log@example.com')).toMatchObject({
      outcome: 'unknown_email',
      name: null,
    });

    const list = await signIns(`?search=pilot-log`);
    expect(list.signIns.map((s) => s.outcome)).toEqual(['wrong_password', 'success']);
  });

  it('records a banned account as blocked and an admin sign-in as admin', async () => {
    const banned = await t.makeUser({ status: 'banned' });
    expect((await login(banned.email, banned.password, '203.0.113.10')).statusCode).toBe(403);
    expect(await newestFor(banned.email)).toMatchObject({ outcome: 'blocked' });

    const boss = await t.makeUser({ role: 'admin' });
    expect((await login(boss.email, boss.password, '203.0.113.11')).statusCode).toBe(200);
    expect(await newestFor(boss.email)).toMatchObject({ outcome: 'success', admin: true });
    const admins = await signIns('?admin=true');
    expect(admins.signIns.length).toBeGreaterThan(0);
    expect(admins.signIns.every((s) => s.admin)).toBe(true);
  });

  it('records throttled attempts and highlights an email that keeps failing', async () => {
    const target = await t.makeUser({ email: 'target-log@example.com' });
    for (let i = 0; i < 10; i++) {
      expect((await login(target.email, `guess-${i}`, `198.51.100.${i + 1}`)).statusCode).toBe(401);
    }
    // Over the per-account limit: refused before the password is looked at.
    expect((await login(target.email, target.password, '198.51.100.99')).statusCode).toBe(429);
    expect(await newestFor(target.email)).toMatchObject({ outcome: 'throttled' });

    const failed = await signIns('?outcome=failed&limit=100');
    expect(failed.signIns.every((s) => s.outcome !== 'success')).toBe(true);
    expect(failed.counts.last24hFailed).toBeGreaterThanOrEqual(13);
    expect(failed.counts.last24hSuccess).toBeGreaterThanOrEqual(2);
    expect(failed.suspects).toContainEqual(
      expect.objectContaining({ kind: 'email', value: 'target-log@example.com', failures: 11 }),
    );
    const ok = await signIns('?outcome=success');
    expect(ok.signIns.every((s) => s.outcome === 'success')).toBe(true);
  });

  it('finds sign-ins by the start of an IP address and pages them', async () => {
    const byIp = await signIns('?search=198.51.100.&limit=4&page=2');
    expect(byIp).toMatchObject({ page: 2, limit: 4, total: 11, totalPages: 3 });
    expect(byIp.signIns).toHaveLength(4);
    expect(byIp.signIns.every((s) => s.ip?.startsWith('198.51.100.'))).toBe(true);
  });

  it('records Google sign-ins and refusals', async () => {
    const google = async (claims: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/google-login',
        remoteAddress: '192.0.2.50',
        payload: { token: await issuer.signIdToken(claims) },
      });
    expect((await google({ sub: 'g-log-1', email: 'glider-log@example.com' })).statusCode).toBe(
      200,
    );
    expect(await newestFor('glider-log@example.com')).toMatchObject({
      outcome: 'success',
      method: 'google',
      name: expect.any(String),
    });
    await t.makeUser({ email: 'banned-glider@example.com', status: 'banned' });
    expect((await google({ sub: 'g-log-2', email: 'banned-glider@example.com' })).statusCode).toBe(
      403,
    );
    expect(await newestFor('banned-glider@example.com')).toMatchObject({
      outcome: 'blocked',
      method: 'google',
    });
  });

  it('is for admins only', async () => {
    const user = await t.makeUser();
    const res = await t.call('GET', '/api/auth/admin/sign-ins', await t.loginAs(user));
    expect(res.statusCode).toBe(403);
    expect((await t.call('GET', '/api/auth/admin/sign-ins')).statusCode).toBe(401);
  });

  it('never fails a sign-in when its row cannot be written: the error is logged', async () => {
    const logged: string[] = [];
    const broken = {
      insert: () => {
        throw new Error('database down');
      },
    } as unknown as Db;
    const log = createSignInLog({ db: broken, log: (msg) => logged.push(msg) });
    await expect(
      log.record({ email: 'x@example.com', method: 'password', outcome: 'success' }),
    ).resolves.toBeUndefined();
    expect(logged).toEqual(['sign-in log: an attempt was not recorded']);
  });
});
