import { describe, expect, it } from 'vitest';
import { derivedSigner, hmacSigner, sameText } from './signed-token.ts';

// Tokens made before the signing was shared (each site had its own HMAC code): links in emails
// already sent and cookies already set must keep verifying, so these literals never change.
describe('signed tokens', () => {
  it('a cash-on-delivery confirmation token from before still verifies', () => {
    const signer = hmacSigner('cod-secret');
    const data = 'cod-confirm:0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
    expect(signer.sign(data)).toBe('q3Z867qG3zO0uwjkIhIGECMgoWpjUEVoEMRukv-HRlc');
    expect(signer.verify(data, 'q3Z867qG3zO0uwjkIhIGECMgoWpjUEVoEMRukv-HRlc')).toBe(true);
  });

  it('a newsletter unsubscribe signature from before still verifies', () => {
    const signer = hmacSigner('news-secret');
    const signature = '1_GOh4hO9G-fhh_uoNqdxus0QFxOqHUwQWM0CEOkBKo';
    expect(signer.verify('newsletter-unsubscribe:pilot@example.in', signature)).toBe(true);
  });

  it('known-device and Google state cookies from before still verify', () => {
    const device = derivedSigner('jwt-secret', 'propwash known-device v1');
    expect(device.sign('name:u1').slice(0, 12)).toBe('VOr-vu5DSckN');
    const deviceData = 'device:u1:AAAAAAAAAAAAAAAAAAAAAA';
    expect(device.verify(deviceData, 'IJbk628v37J2wG81Racuthr7yo0bwiK4nDubbyS8vSE')).toBe(true);
    const google = derivedSigner('jwt-secret', 'propwash google-oauth-state v1');
    const state = 'eyJzdGF0ZSI6InMifQ';
    expect(google.verify(state, 'xxeJNY1NHxVDD9MuZSYiNR-vlp6kjRoycPbKe8_a-CU')).toBe(true);
  });

  it('refuses another key, other data, and a changed or cut signature', () => {
    const signature = hmacSigner('cod-secret').sign('cod-confirm:o1');
    expect(hmacSigner('other-secret').verify('cod-confirm:o1', signature)).toBe(false);
    expect(hmacSigner('cod-secret').verify('cod-confirm:o2', signature)).toBe(false);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(hmacSigner('cod-secret').verify('cod-confirm:o1', flipped)).toBe(false);
    expect(hmacSigner('cod-secret').verify('cod-confirm:o1', signature.slice(1))).toBe(false);
    expect(hmacSigner('cod-secret').verify('cod-confirm:o1', '')).toBe(false);
  });

  it('keys for different purposes sign differently', () => {
    const a = derivedSigner('jwt-secret', 'propwash known-device v1').sign('x');
    const b = derivedSigner('jwt-secret', 'propwash google-oauth-state v1').sign('x');
    expect(a).not.toBe(b);
  });

  it('sameText is true only for the very same text', () => {
    expect(sameText('token-1', 'token-1')).toBe(true);
    expect(sameText('token-1', 'token-2')).toBe(false);
    expect(sameText('token-1', 'token-10')).toBe(false);
    expect(sameText('', 'token')).toBe(false);
    expect(sameText('café', 'cafe\u0301')).toBe(false);
  });
});
