import { describe, expect, it } from 'vitest';
import { consentStatus } from '#app/storefront/features/accounts/consent-status.ts';

describe('consentStatus', () => {
  it('says when and under which privacy notice a consent was given', () => {
    expect(
      consentStatus({
        purpose: 'email_offers',
        granted: true,
        noticeVersion: 2,
        // 22:30 UTC on 4 December is 5 December in India.
        at: '2026-12-04T22:30:00.000Z',
      }),
    ).toBe('Agreed on 5 Dec 2026 under privacy notice version 2');
  });

  it('says "Not agreed" when never asked, and since when after a withdrawal', () => {
    expect(
      consentStatus({ purpose: 'browser_push', granted: false, noticeVersion: null, at: null }),
    ).toBe('Not agreed');
    expect(
      consentStatus({
        purpose: 'whatsapp_offers',
        granted: false,
        noticeVersion: 1,
        at: '2026-12-06T09:00:00.000Z',
      }),
    ).toBe('Not agreed since 6 Dec 2026');
  });

  it('leaves out what the record lacks', () => {
    expect(
      consentStatus({ purpose: 'whatsapp_updates', granted: true, noticeVersion: null, at: null }),
    ).toBe('Agreed');
  });
});
