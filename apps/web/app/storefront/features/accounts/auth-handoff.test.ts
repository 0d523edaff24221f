import { describe, expect, it } from 'vitest';
import { readAuthHandoff } from '#app/storefront/features/accounts/auth-handoff.ts';

const user = {
  id: '3f0c1a52-8d1e-4a55-9d7e-1c2b3a4d5e6f',
  name: 'Aarav Shah · आरव',
  email: 'aarav@example.com',
  phone: null,
  avatar: null,
  role: 'user' as const,
};
const base64Url = Buffer.from(JSON.stringify(user)).toString('base64url');

describe('readAuthHandoff', () => {
  it('reads the token and the base64url JSON user the server sends', async () => {
    const params = new URLSearchParams({ token: 'tok_123', user: base64Url, redirect: '/' });
    expect(await readAuthHandoff(params)).toEqual({ token: 'tok_123', user });
  });

  it('also accepts the user as plain JSON (older /auth/success links)', async () => {
    const params = new URLSearchParams({ token: 'tok_123', user: JSON.stringify(user) });
    expect((await readAuthHandoff(params))?.user).toEqual(user);
  });

  it.each([
    ['no token', { user: base64Url }],
    ['no user', { token: 'tok_123' }],
    ['a user that is not JSON', { token: 'tok_123', user: 'bm90IGpzb24' }],
    [
      'a user without an email',
      { token: 'tok_123', user: Buffer.from(JSON.stringify({ id: 'x' })).toString('base64url') },
    ],
  ])('refuses %s', async (_, values) => {
    expect(await readAuthHandoff(new URLSearchParams(values))).toBeNull();
  });
});
