import { asc, eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Consent } from '@propwash/domain/privacy/consents';
import { useTestAppWithAdmin, type AuthHeaders } from '../../test/test-app.ts';
import { consentEvents } from './privacy.tables.ts';

// Consent per purpose (docs/decisions/privacy-and-consent.md), through the API a customer uses.

const session = useTestAppWithAdmin();

let ipSeq = 0;
const freshIp = () => `10.7.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

async function customer(email?: string) {
  const user = await session.t.makeUser(email ? { email } : {});
  return { user, headers: await session.t.loginAs(user) };
}

async function consents(headers: AuthHeaders): Promise<Record<string, Consent>> {
  const res = await session.t.call('GET', '/api/me/consents', headers);
  expect(res.statusCode, res.body).toBe(200);
  const list = res.json().data.consents as Consent[];
  return Object.fromEntries(list.map((c) => [c.purpose, c]));
}

/** The events log of a user or an address, oldest first: what proves each grant and withdrawal. */
const eventsOf = (who: { userId?: string; email?: string }) =>
  session.t.db
    .select({
      userId: consentEvents.userId,
      email: consentEvents.email,
      purpose: consentEvents.purpose,
      granted: consentEvents.granted,
      channel: consentEvents.channel,
    })
    .from(consentEvents)
    .where(
      or(
        who.userId ? eq(consentEvents.userId, who.userId) : undefined,
        who.email ? eq(consentEvents.email, who.email) : undefined,
      ),
    )
    .orderBy(asc(consentEvents.at));

const put = (headers: AuthHeaders, purpose: string, granted: unknown) =>
  session.t.call('PUT', `/api/me/consents/${purpose}`, headers, { granted });

describe('a customer’s consents', () => {
  it('are all four purposes, none granted, when never asked', async () => {
    const { headers } = await customer();
    const res = await session.t.call('GET', '/api/me/consents', headers);
    expect(res.json().data.consents).toEqual(
      ['email_offers', 'whatsapp_updates', 'whatsapp_offers', 'browser_push'].map((purpose) => ({
        purpose,
        granted: false,
        noticeVersion: null,
        at: null,
      })),
    );
  });

  it('need a signed-in customer (401) and a known purpose (400)', async () => {
    expect((await session.t.call('GET', '/api/me/consents')).statusCode).toBe(401);
    expect(
      (await session.t.call('PUT', '/api/me/consents/email_offers', undefined, { granted: true }))
        .statusCode,
    ).toBe(401);
    const { headers } = await customer();
    const unknown = await put(headers, 'sms_offers', true);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.type).toBe('VALIDATION_FAILED');
    expect((await put(headers, 'email_offers', 'yes')).statusCode).toBe(400);
    expect(Object.values(await consents(headers)).every((c) => !c.granted)).toBe(true);
  });

  it('records a grant and a withdrawal with its time; a repeat changes nothing', async () => {
    const { user, headers } = await customer();
    const before = Date.now();
    const granted = await put(headers, 'browser_push', true);
    expect(granted.statusCode, granted.body).toBe(200);
    const grant = granted.json().data as Consent;
    // The privacy notice's version in force when the customer agreed.
    const notice = (await session.t.call('GET', '/api/legal/privacy')).json().data;
    expect(grant).toMatchObject({
      purpose: 'browser_push',
      granted: true,
      noticeVersion: notice.version,
    });
    expect(Date.parse(grant.at!)).toBeGreaterThanOrEqual(before - 1000);
    expect((await consents(headers)).browser_push).toEqual(grant);

    const repeat = (await put(headers, 'browser_push', true)).json().data as Consent;
    expect(repeat).toEqual(grant);

    const withdrawn = (await put(headers, 'browser_push', false)).json().data as Consent;
    expect(withdrawn.granted).toBe(false);
    expect(Date.parse(withdrawn.at!)).toBeGreaterThan(Date.parse(grant.at!));
    expect((await consents(headers)).browser_push).toEqual(withdrawn);
    expect((await put(headers, 'browser_push', false)).json().data).toEqual(withdrawn);

    expect(await eventsOf({ userId: user.id })).toEqual([
      { userId: user.id, email: null, purpose: 'browser_push', granted: true, channel: 'account' },
      { userId: user.id, email: null, purpose: 'browser_push', granted: false, channel: 'account' },
    ]);

    // Other purposes are untouched.
    const all = await consents(headers);
    expect(all.email_offers!.granted).toBe(false);
    expect(all.whatsapp_offers!.at).toBeNull();
  });

  it('refuses a WhatsApp grant without a mobile number (409), then takes it with one', async () => {
    const { headers } = await customer();
    for (const purpose of ['whatsapp_updates', 'whatsapp_offers']) {
      const res = await put(headers, purpose, true);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('Add your mobile number on your profile first');
    }
    expect((await consents(headers)).whatsapp_updates!.granted).toBe(false);
    // Withdrawing needs no number.
    expect((await put(headers, 'whatsapp_offers', false)).statusCode).toBe(200);

    const profile = await session.t.call('PUT', '/api/auth/profile', headers, {
      name: 'Test User',
      phone: '9845012345',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const res = await put(headers, 'whatsapp_updates', true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ purpose: 'whatsapp_updates', granted: true });
    expect((await consents(headers)).whatsapp_offers!.granted).toBe(false);
  });

  it('checks grants one by one and in batches, for the modules that send messages', async () => {
    const a = await customer();
    const b = await customer();
    const c = await customer();
    await put(a.headers, 'browser_push', true);
    await put(b.headers, 'browser_push', true);
    await put(b.headers, 'browser_push', false);
    await put(c.headers, 'email_offers', true);
    const { consents: service } = session.t.services;
    expect(await service.isGranted(a.user.id, 'browser_push')).toBe(true);
    expect(await service.isGranted(b.user.id, 'browser_push')).toBe(false);
    expect(await service.isGranted(c.user.id, 'email_offers')).toBe(true);
    const ids = [a.user.id, b.user.id, c.user.id];
    expect(await service.grantedUserIds('browser_push', ids)).toEqual([a.user.id]);
    expect(await service.grantedUserIds('email_offers', ids)).toEqual([c.user.id]);
    expect(await service.grantedUserIds('whatsapp_updates', ids)).toEqual([]);
  });
});

describe('email_offers is the newsletter list', () => {
  const adminList = async (email: string) =>
    (
      await session.t.call(
        'GET',
        `/api/newsletter/admin/all?search=${encodeURIComponent(email)}`,
        session.admin,
      )
    ).json().data.subscribers as { email: string; status: string }[];

  const welcomes = async (email: string) =>
    (
      (
        await session.t.call(
          'GET',
          `/api/outbox?to=${encodeURIComponent(email)}&limit=50`,
          session.admin,
        )
      ).json().data.emails as { to: string; template: string }[]
    ).filter((e) => e.to === email && e.template === 'newsletter-welcome');

  it('granting subscribes the account’s email once; withdrawing unsubscribes it', async () => {
    const email = `offers-${Date.now()}@example.com`;
    const { user, headers } = await customer(email);
    const granted = await put(headers, 'email_offers', true);
    expect(granted.json().data).toMatchObject({ purpose: 'email_offers', granted: true });
    expect(await adminList(email)).toMatchObject([{ email, status: 'subscribed' }]);
    expect(await welcomes(email)).toHaveLength(1);
    await put(headers, 'email_offers', true);
    expect(await welcomes(email)).toHaveLength(1);

    const withdrawn = await put(headers, 'email_offers', false);
    expect(withdrawn.json().data).toMatchObject({ granted: false });
    expect(await adminList(email)).toMatchObject([{ email, status: 'unsubscribed' }]);
    expect((await consents(headers)).email_offers!.granted).toBe(false);
    const offers = { userId: user.id, email, purpose: 'email_offers' };
    expect(await eventsOf({ userId: user.id })).toEqual([
      { ...offers, granted: true, channel: 'account' },
      { ...offers, granted: false, channel: 'account' },
    ]);
  });

  it('shows a guest’s footer sign-up as granted once they register with that email', async () => {
    const email = `footer-${Date.now()}@example.com`;
    const signUp = await session.t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      remoteAddress: freshIp(),
      payload: { email },
    });
    expect(signUp.statusCode).toBe(201);
    const registered = await session.t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: freshIp(),
      payload: { name: 'Footer Pilot', email, password: 'a-long-kite-password-42' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const headers = { authorization: `Bearer ${registered.json().data.token as string}` };
    const offers = (await consents(headers)).email_offers!;
    expect(offers.granted).toBe(true);
    expect(offers.at).not.toBeNull();
    // Granting again is a repeat: no second welcome.
    await put(headers, 'email_offers', true);
    expect(await welcomes(email)).toHaveLength(1);
    expect(await eventsOf({ email })).toEqual([
      { userId: null, email, purpose: 'email_offers', granted: true, channel: 'newsletter_form' },
    ]);
  });

  it('shows a withdrawal made by the email’s one-click link', async () => {
    const email = `link-${Date.now()}@example.com`;
    const { user, headers } = await customer(email);
    await put(headers, 'email_offers', true);
    const token = new URL(session.t.services.newsletter.unsubscribeUrl(email)).searchParams.get(
      'token',
    )!;
    const oneClick = await session.t.call(
      'POST',
      `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect(oneClick.statusCode).toBe(200);
    const offers = (await consents(headers)).email_offers!;
    expect(offers.granted).toBe(false);
    expect(offers.at).not.toBeNull();
    // The address belongs to the account: the withdrawal names it.
    expect((await eventsOf({ email })).at(-1)).toEqual({
      userId: user.id,
      email,
      purpose: 'email_offers',
      granted: false,
      channel: 'email_link',
    });
  });
});
