import { describe, expect, it } from 'vitest';
import { loginTarget } from '#app/lib/session.ts';

describe('loginTarget', () => {
  it('takes the first same-site candidate', () => {
    expect(loginTarget('/profile', '/orders')).toBe('/profile');
    expect(loginTarget(null, '/checkout?step=2')).toBe('/checkout?step=2');
  });

  it('skips foreign targets and the sign-in screens themselves', () => {
    expect(loginTarget('https://evil.example', '//evil.example', '/addresses')).toBe('/addresses');
    expect(loginTarget('/login?redirect=/login', '/reset-password/abc', '/auth/callback')).toBe(
      '/',
    );
  });

  it('falls back to the home page', () => {
    expect(loginTarget()).toBe('/');
    expect(loginTarget(undefined, null, '')).toBe('/');
  });
});
