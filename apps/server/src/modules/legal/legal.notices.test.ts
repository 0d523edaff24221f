import { describe, expect, it } from 'vitest';
import { retentionRules } from '@propwash/domain/privacy/retention';
import { defaultSettings } from '@propwash/domain/settings/defaults';
import { useTestAppWithAdmin } from '../../test/test-app.ts';

// The seller's notices written from the settings and versioned (docs/decisions/legal-notices.md).
const s = useTestAppWithAdmin({ paymentMethods: true });

const get = async (url: string) => {
  const res = await s.t.app.inject({ url });
  return { status: res.statusCode, body: res.json() };
};
const notice = async (page: string) => {
  const { status, body } = await get(`/api/legal/${page}`);
  expect(status).toBe(200);
  return body.data as { page: string; version: number; updatedAt: string; html: string };
};
const put = async (section: 'general' | 'legal', value: unknown) => {
  const res = await s.t.app.inject({
    method: 'PUT',
    url: `/api/settings/admin/${section}`,
    headers: s.admin,
    payload: value as Record<string, unknown>,
  });
  expect(res.statusCode).toBe(200);
};

describe('legal notices', () => {
  it("each page answers with the settings' values in it", async () => {
    const { general, legal, shipping } = defaultSettings;
    const privacy = await notice('privacy');
    expect(privacy).toMatchObject({ page: 'privacy', version: 1 });
    expect(privacy.html).toContain(general.legalName);
    expect(privacy.html).toContain(general.gstin);
    expect(privacy.html).toContain(legal.grievanceOfficer.name);
    expect(privacy.html).toContain(legal.grievanceOfficer.email);
    expect(privacy.html).toContain('Razorpay Software Private Limited');
    expect(privacy.html).toContain(retentionRules.find((r) => r.key === 'sign_in_log')!.kept);
    expect(privacy.html).toContain('Offers by email');
    expect(privacy.html).toContain('/privacy-and-data');

    const terms = await notice('terms');
    expect(terms.html).toContain(general.legalName);
    expect(terms.html).toContain(`within <strong>${general.returnsDays} days of delivery`);
    expect(terms.html).toContain('₹999'); // the free-shipping threshold
    expect(terms.html).toContain(shipping.zones[0]!.states[0]!);
    expect(terms.html).toContain('Cash on Delivery'); // a seeded payment method's name
    expect(terms.html).toContain(`courts of <strong>${legal.jurisdictionCity}</strong>`);

    const grievance = await notice('grievance');
    expect(grievance.html).toContain(legal.grievanceOfficer.designation);
    expect(grievance.html).toContain(legal.grievanceOfficer.phone);
    expect(grievance.html).toContain('within <strong>48 hours</strong>');
    expect(grievance.html).toContain('1915');
  });

  it('reading again keeps the version; a settings change makes the next one', async () => {
    const before = await notice('privacy');
    expect((await notice('privacy')).version).toBe(before.version);

    await put('legal', {
      ...defaultSettings.legal,
      grievanceOfficer: { ...defaultSettings.legal.grievanceOfficer, name: 'Meera Iyer' },
    });
    const after = await notice('privacy');
    expect(after.version).toBe(before.version + 1);
    expect(after.html).toContain('Meera Iyer');

    const old = await get(`/api/legal/privacy/versions/${before.version}`);
    expect(old.status).toBe(200);
    expect(old.body.data.html).toBe(before.html);
    expect(old.body.data.html).not.toContain('Meera Iyer');

    const versions = await get('/api/legal/privacy/versions');
    expect(versions.status).toBe(200);
    expect(versions.body.data.page).toBe('privacy');
    expect(versions.body.data.versions.map((v: { version: number }) => v.version)).toEqual([
      after.version,
      before.version,
    ]);
  });

  it('a change of the general settings makes a new version of the terms', async () => {
    const before = await notice('terms');
    await put('general', { ...defaultSettings.general, legalName: 'Propwash Aero LLP' });
    const after = await notice('terms');
    expect(after.version).toBe(before.version + 1);
    expect(after.html).toContain('Propwash Aero LLP');
    const old = await get(`/api/legal/terms/versions/${before.version}`);
    expect(old.body.data.html).toContain(defaultSettings.general.legalName);
    expect(old.body.data.html).not.toContain('Propwash Aero LLP');
  });

  it("a setting's text is escaped, never markup", async () => {
    await put('legal', {
      ...defaultSettings.legal,
      jurisdictionCity: '<script>alert(1)</script>',
      dataProcessors: [
        {
          name: 'Evil <img src=x onerror=alert(1)>',
          service: 'other',
          data: 'a & b',
          location: 'India',
        },
      ],
    });
    const terms = await notice('terms');
    expect(terms.html).not.toContain('<script>');
    expect(terms.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const privacy = await notice('privacy');
    expect(privacy.html).not.toContain('<img');
    expect(privacy.html).toContain('Evil &lt;img src=x onerror=alert(1)&gt;');
    expect(privacy.html).toContain('a &amp; b');
  });

  it('an unknown page is 400, an unknown version 404', async () => {
    expect((await get('/api/legal/cookies')).status).toBe(400);
    expect((await get('/api/legal/cookies/versions')).status).toBe(400);
    expect((await get('/api/legal/privacy/versions/999')).status).toBe(404);
    expect((await get('/api/legal/privacy/versions/0')).status).toBe(400);
    expect((await get('/api/legal/privacy/versions/one')).status).toBe(400);
  });
});
