import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '@propwash/domain/settings/defaults';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.tables.ts';
import { outboxEmails } from '../notifications/notifications.tables.ts';
import { settings } from './settings.tables.ts';

// Settings tabs (docs/decisions/admin-settings.md): saved sections apply at once.
let t: TestApp;
let asAdmin: { authorization: string };
let asCustomer: { authorization: string };
let adminName: string;
beforeAll(async () => {
  t = await buildTestApp({
    env: {
      RAZORPAY_KEY_ID: 'rzp_test_abc',
      RAZORPAY_KEY_SECRET: 's3cret',
      WHATSAPP_ACCESS_TOKEN: 'wa-token-s3cret',
      WHATSAPP_PHONE_NUMBER_ID: '109876543210',
      WHATSAPP_APP_SECRET: 'wa-app-s3cret',
      WHATSAPP_API_URL: 'https://graph.example.test/v23.0/',
    },
    paymentMethods: true,
  });
  const admin = await t.makeUser({ role: 'admin' });
  adminName = admin.name;
  asAdmin = await t.loginAs(admin);
  asCustomer = await t.loginAs(await t.makeUser());
  const product = await t.makeProduct({ pricePaise: 50_000 });
  await t.addToCart(asCustomer, { productId: product.id, quantity: 1 });
});
afterAll(() => t.close());

const read = async () => {
  const res = await t.app.inject({ url: '/api/settings/admin', headers: asAdmin });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const put = (section: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/settings/admin/${section}`,
    headers: asAdmin,
    payload: payload as Record<string, unknown>,
  });
const quote = async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/quote',
    headers: asCustomer,
    payload: { state: 'Gujarat' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { shipping: number; paymentMethods: { type: string }[] };
};

describe('admin settings', () => {
  it('reads the defaults, nobody as updater, and environment facts without secrets', async () => {
    const data = await read();
    expect(data.settings).toEqual(defaultSettings);
    expect(data.meta.general).toEqual({ updatedAt: null, updatedBy: null });
    expect(data.environment).toEqual({
      payments: {
        razorpayKeyId: 'rzp_test_abc',
        razorpayKeySecret: 'set',
        razorpayWebhookSecret: 'not set',
      },
      mail: { delivery: 'outbox', smtpHost: null, from: 'Propwash <shop@propwash.in>' },
      // docs/decisions/whatsapp.md: the webhook URL to give Meta; no verify token set yet.
      whatsapp: {
        configured: true,
        phoneNumberId: '109876543210',
        apiUrl: 'https://graph.example.test/v23.0',
        accessToken: 'set',
        appSecret: 'set',
        verifyToken: 'not set',
        webhookUrl: 'http://shop.test/api/whatsapp/webhook',
      },
    });
    expect(JSON.stringify(data)).not.toContain('s3cret');
  });

  it('a new free-shipping threshold applies to the quote and the store profile at once', async () => {
    expect((await quote()).shipping).toBe(60);
    const res = await put('shipping', { ...defaultSettings.shipping, freeThresholdPaise: 40_000 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.settings.shipping.freeThresholdPaise).toBe(40_000);
    expect(res.json().data.meta.shipping.updatedBy).toBe(adminName);
    expect((await quote()).shipping).toBe(0);
    const store = await t.app.inject({ url: '/api/settings/store' });
    expect(store.json().data.freeShippingThreshold).toBe(400);

    const [row] = await t.db.select().from(settings).where(eq(settings.section, 'shipping'));
    expect(row?.updatedBy).toBeTruthy();
    expect((await read()).meta.shipping.updatedBy).toBe(adminName);
  });

  it('switching COD off drops it from the quote; on brings it back', async () => {
    expect((await quote()).paymentMethods.map((m) => m.type)).toContain('cod');
    const off = await put('payment', { ...defaultSettings.payment, codEnabled: false });
    expect(off.statusCode).toBe(200);
    expect((await quote()).paymentMethods.map((m) => m.type)).not.toContain('cod');
    await put('payment', defaultSettings.payment);
    expect((await quote()).paymentMethods.map((m) => m.type)).toContain('cod');
  });

  it('refuses bad values with 400 and the schema message, storing nothing', async () => {
    const before = await read();
    const gstin = await put('general', { ...defaultSettings.general, gstin: '29AAHCP7245K1ZX' });
    expect(gstin.statusCode).toBe(400);
    expect(gstin.json().error.message).toBe(
      'gstin: This GSTIN has a typing mistake: its last character does not match the rest',
    );

    const twice = await put('shipping', {
      ...defaultSettings.shipping,
      zones: [
        { name: 'A', states: ['Goa'], chargePaise: 0, days: 2 },
        { name: 'B', states: ['Goa'], chargePaise: 100, days: 3 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toContain('Goa is in more than one zone');

    const unknown = await put('currency', { code: 'USD' });
    expect(unknown.statusCode).toBe(400);

    const missing = await put('email', { fromName: 'Shop' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.issues[0].field).toBe('notifyOwnerEmail');

    expect(await read()).toEqual(before);
    const rows = await t.db.select({ section: settings.section }).from(settings);
    expect(rows.map((r) => r.section).sort()).toEqual(['payment', 'shipping']);
  });

  it('stores a valid GSTIN upper-cased and shows it on the public profile', async () => {
    const res = await put('general', {
      ...defaultSettings.general,
      gstin: '29aahcp7245k1zu',
      city: 'Mysuru',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.settings.general.gstin).toBe('29AAHCP7245K1ZU');
    const store = await t.app.inject({ url: '/api/settings/store' });
    expect(store.json().data.city).toBe('Mysuru');
  });

  it('saves the WhatsApp templates as Meta names them, refusing other names', async () => {
    const bad = await put('whatsapp', {
      ...defaultSettings.whatsapp,
      templates: { ...defaultSettings.whatsapp.templates, orderUpdate: 'Order Update' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(
      'templates.orderUpdate: use lower-case letters, digits and underscores, as Meta names it',
    );
    const res = await put('whatsapp', {
      enabled: false,
      language: 'en_US',
      templates: { ...defaultSettings.whatsapp.templates, orderUpdate: 'propwash_order_update' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.settings.whatsapp).toMatchObject({
      enabled: false,
      language: 'en_US',
      templates: { orderUpdate: 'propwash_order_update' },
    });
    expect(res.json().data.meta.whatsapp.updatedBy).toBe(adminName);
  });

  it('sends a test email into the outbox without SMTP', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/settings/admin/test-email',
      headers: asAdmin,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      to: defaultSettings.email.notifyOwnerEmail,
      delivery: 'outbox',
    });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/settings/admin/test-email',
      headers: asAdmin,
      payload: { to: 'owner@rc.example' },
    });
    expect(other.json().data.to).toBe('owner@rc.example');
    const [latest] = await t.db
      .select()
      .from(outboxEmails)
      .orderBy(desc(outboxEmails.createdAt))
      .limit(1);
    expect(latest).toMatchObject({
      to: 'owner@rc.example',
      template: 'settings-test',
      status: 'stored',
    });
  });

  it('refuses Razorpay as provider when its keys are not set', async () => {
    const bare = await buildTestApp();
    try {
      const admin = await bare.loginAs(await bare.makeUser({ role: 'admin' }));
      const res = await bare.app.inject({
        method: 'PUT',
        url: '/api/settings/admin/payment',
        headers: admin,
        payload: { ...defaultSettings.payment, provider: 'razorpay' },
      });
      expect(res.statusCode).toBe(400);
      const env = (await bare.app.inject({ url: '/api/settings/admin', headers: admin })).json()
        .data.environment;
      expect(env.payments).toMatchObject({ razorpayKeyId: null, razorpayKeySecret: 'not set' });
      expect(env.whatsapp).toEqual({
        configured: false,
        phoneNumberId: null,
        apiUrl: 'https://graph.facebook.com/v23.0',
        accessToken: 'not set',
        appSecret: 'not set',
        verifyToken: 'not set',
        webhookUrl: 'http://shop.test/api/whatsapp/webhook',
      });
    } finally {
      await bare.close();
    }
  });

  it('is closed to customers', async () => {
    const res = await t.app.inject({ url: '/api/settings/admin', headers: asCustomer });
    expect(res.statusCode).toBe(403);
  });
});

describe('settings change log', () => {
  let log: TestApp;
  let asAsha: { authorization: string };
  let asVikram: { authorization: string };
  let asShopper: { authorization: string };
  beforeAll(async () => {
    log = await buildTestApp();
    const named = async (name: string) => {
      const user = await log.makeUser({ role: 'admin' });
      await log.db.update(users).set({ name }).where(eq(users.id, user.id));
      return log.loginAs(user);
    };
    asAsha = await named('Asha Rao');
    asVikram = await named('Vikram Sen');
    asShopper = await log.loginAs(await log.makeUser());
  });
  afterAll(() => log.close());

  const save = async (headers: { authorization: string }, section: string, payload: unknown) => {
    const res = await log.app.inject({
      method: 'PUT',
      url: `/api/settings/admin/${section}`,
      headers,
      payload: payload as Record<string, unknown>,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { meta: Record<string, { updatedAt: string }> };
  };
  const changes = async (query = '') => {
    const res = await log.app.inject({
      url: `/api/settings/admin/changes${query}`,
      headers: asAsha,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  const shipping = structuredClone(defaultSettings.shipping);
  shipping.freeThresholdPaise = 149_900;
  shipping.zones[2]!.chargePaise = 5_000;
  shipping.warehouses[0]!.regions = ['north', 'east'];

  it('records who changed which fields from what to what, newest first', async () => {
    expect(await changes()).toMatchObject({ changes: [], total: 0, totalPages: 0 });

    const shippingSaved = await save(asAsha, 'shipping', shipping);
    const generalSaved = await save(asVikram, 'general', {
      ...defaultSettings.general,
      supportHours: 'Mon-Sun 10 AM-7 PM',
    });

    const data = await changes();
    expect(data).toMatchObject({ page: 1, limit: 20, total: 2, totalPages: 1 });
    expect(data.changes).toEqual([
      {
        id: expect.any(String),
        section: 'general',
        changedBy: 'Vikram Sen',
        changedAt: generalSaved.meta.general!.updatedAt,
        changes: [{ field: 'supportHours', from: 'Mon-Sat 9 AM-6 PM', to: 'Mon-Sun 10 AM-7 PM' }],
      },
      {
        id: expect.any(String),
        section: 'shipping',
        changedBy: 'Asha Rao',
        changedAt: shippingSaved.meta.shipping!.updatedAt,
        changes: [
          { field: 'freeThresholdPaise', from: 99_900, to: 149_900 },
          { field: 'zones.2.chargePaise', from: 4_000, to: 5_000 },
          { field: 'warehouses.0.regions', from: ['north'], to: ['north', 'east'] },
        ],
      },
    ]);
    expect(Date.parse(data.changes[0].changedAt)).toBeGreaterThan(
      Date.parse(data.changes[1].changedAt),
    );
  });

  it('a save that changes nothing adds no row (also for a section still on its defaults)', async () => {
    await save(asVikram, 'shipping', shipping);
    await save(asVikram, 'email', defaultSettings.email);
    const data = await changes();
    expect(data.total).toBe(2);
    expect(data.changes.map((c: { section: string }) => c.section)).toEqual([
      'general',
      'shipping',
    ]);
    // A later real change is diffed against the stored value, not the defaults.
    await save(asVikram, 'shipping', { ...shipping, freeThresholdPaise: 99_900 });
    const [latest] = (await changes('?limit=1')).changes;
    expect(latest).toMatchObject({
      section: 'shipping',
      changedBy: 'Vikram Sen',
      changes: [{ field: 'freeThresholdPaise', from: 149_900, to: 99_900 }],
    });
  });

  it('pages and filters by section', async () => {
    const second = await changes('?page=2&limit=2');
    expect(second).toMatchObject({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect(second.changes).toHaveLength(1);
    expect(second.changes[0]).toMatchObject({ section: 'shipping', changedBy: 'Asha Rao' });

    const onlyShipping = await changes('?section=shipping');
    expect(onlyShipping.total).toBe(2);
    expect(onlyShipping.changes.map((c: { changedBy: string }) => c.changedBy)).toEqual([
      'Vikram Sen',
      'Asha Rao',
    ]);
    expect((await changes('?section=email')).total).toBe(0);

    for (const bad of ['?limit=0', '?page=0', '?section=currency']) {
      const res = await log.app.inject({
        url: `/api/settings/admin/changes${bad}`,
        headers: asAsha,
      });
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('is for admins only', async () => {
    const anonymous = await log.app.inject({ url: '/api/settings/admin/changes' });
    expect(anonymous.statusCode).toBe(401);
    const shopper = await log.app.inject({
      url: '/api/settings/admin/changes',
      headers: asShopper,
    });
    expect(shopper.statusCode).toBe(403);
  });
});
