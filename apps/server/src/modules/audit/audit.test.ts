import { describe, expect, it } from 'vitest';
import type { AuditEntry, AuditList } from '@propwash/domain/audit/schemas';
import { indiaDay } from '@propwash/domain/india-time';
import { useTestApp } from '../../test/test-app.ts';

// The audit log as an admin reads it through GET /api/audit, after changes made through the API.
let admin: { id: string; email: string };
let asAdmin: { authorization: string };
let otherAdmin: { id: string };
let asOtherAdmin: { authorization: string };
const session = useTestApp({
  paymentMethods: true,
  setup: async (t) => {
    const a = await t.makeUser({ role: 'admin' });
    admin = a;
    asAdmin = await t.loginAs(a);
    const b = await t.makeUser({ role: 'admin' });
    otherAdmin = b;
    asOtherAdmin = await t.loginAs(b);
  },
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as =
  (headers: () => { authorization: string }) => (method: Method, url: string, payload?: object) =>
    session.t.app.inject({ method, url, headers: headers(), payload });
const api = as(() => asAdmin);

async function audit(query: Record<string, string | number>): Promise<AuditList> {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  const res = await api('GET', `/api/audit?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AuditList;
}
const historyOf = async (kind: string, recordId: string) =>
  (await audit({ kind, recordId })).entries;

describe('a product price change', () => {
  it('records the price before and after, with the admin who made it', async () => {
    const product = await session.t.makeProduct({
      pricePaise: 99_900,
      originalPricePaise: 129_900,
    });
    const res = await api('PUT', `/api/products/${product.id}`, { price: 1099 });
    expect(res.statusCode, res.body).toBe(200);
    const [entry, ...older] = await historyOf('product', product.id);
    expect(older).toHaveLength(0);
    expect(entry).toMatchObject({
      kind: 'product',
      recordId: product.id,
      recordLabel: product.name,
      action: 'update',
      actor: { id: admin.id, email: admin.email, name: 'Test User' },
      changes: { pricePaise: [99_900, 109_900] },
    } satisfies Partial<AuditEntry>);
    // Only what changed: the untouched fields and updatedAt are not in the entry.
    expect(Object.keys(entry!.changes)).toEqual(['pricePaise']);
    expect(Date.now() - Date.parse(entry!.at)).toBeLessThan(60_000);
  });

  it('records nothing when the save changes nothing', async () => {
    const product = await session.t.makeProduct({ pricePaise: 50_000, originalPricePaise: 50_000 });
    const res = await api('PUT', `/api/products/${product.id}`, { price: 500 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await historyOf('product', product.id)).toHaveLength(0);
  });

  it('records a product created and deleted through the admin', async () => {
    const category = await session.t.makeCategory();
    const created = await api('POST', '/api/products', {
      name: 'Audit Trainer 1400',
      description: 'A trainer for the audit test.',
      countryOfOrigin: 'India',
      price: 8999,
      category: category.id,
      stock: 4,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    expect((await api('DELETE', `/api/products/${id}`)).statusCode).toBe(200);
    const [deleted, made] = await historyOf('product', id);
    expect(deleted).toMatchObject({ action: 'delete', changes: { deleted: [false, true] } });
    expect(made).toMatchObject({
      action: 'create',
      recordLabel: 'Audit Trainer 1400',
      changes: {
        name: [null, 'Audit Trainer 1400'],
        pricePaise: [null, 899_900],
        stock: [null, 4],
      },
    });
  });
});

describe('a change that fails', () => {
  it('leaves no entry when its transaction rolls back', async () => {
    const product = await session.t.makeProduct({ stock: 3 });
    // The first product's edit is written, then the unknown second one rolls everything back.
    const res = await api('POST', '/api/products/bulk-update', {
      updates: [
        { id: product.id, stock: 40 },
        { id: '00000000-0000-4000-8000-000000000000', stock: 1 },
      ],
    });
    expect(res.statusCode).toBe(404);
    expect(await historyOf('product', product.id)).toHaveLength(0);
    const ok = await api('POST', '/api/products/bulk-update', {
      updates: [{ id: product.id, stock: 40 }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [entry] = await historyOf('product', product.id);
    expect(entry?.changes).toEqual({ stock: [3, 40] });
  });
});

describe('secrets', () => {
  it('a new user’s password shows only as hidden, never the hash', async () => {
    const res = await api('POST', '/api/auth/users', {
      name: 'Asha Rao',
      email: `asha-${Date.now()}@example.com`,
      password: 'Kestrel-Glider-2026!',
      role: 'user',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as string;
    const listed = await api('GET', `/api/audit?kind=user&recordId=${id}`);
    expect(listed.body).not.toMatch(/argon2|Kestrel/);
    const [entry] = listed.json().data.entries as AuditEntry[];
    expect(entry?.changes).toMatchObject({
      name: [null, 'Asha Rao'],
      role: [null, 'user'],
      passwordHash: [null, '(hidden)'],
    });
  });

  it('a settings save records each changed field; a secret-looking field never shows', async () => {
    const current = (await api('GET', '/api/settings/admin')).json().data.settings.shipping;
    const next = {
      ...current,
      freeThresholdPaise: current.freeThresholdPaise + 10_000,
      apiKey: 'sk_live_should_never_be_logged',
    };
    const res = await api('PUT', '/api/settings/admin/shipping', next);
    expect(res.statusCode, res.body).toBe(200);
    const listed = await api('GET', '/api/audit?kind=settings&recordId=shipping');
    expect(listed.body).not.toContain('sk_live_should_never_be_logged');
    const [entry] = listed.json().data.entries as AuditEntry[];
    expect(entry).toMatchObject({
      action: 'update',
      actor: { id: admin.id },
      changes: {
        freeThresholdPaise: [current.freeThresholdPaise, current.freeThresholdPaise + 10_000],
      },
    });
  });
});

describe('GET /api/audit', () => {
  it('is for admins only: a customer gets 403, a visitor 401', async () => {
    const customer = await session.t.loginAs(await session.t.makeUser());
    expect((await session.t.app.inject({ url: '/api/audit', headers: customer })).statusCode).toBe(
      403,
    );
    expect((await session.t.app.inject({ url: '/api/audit' })).statusCode).toBe(401);
  });

  it('filters by admin, kind, record and dates, and pages newest first', async () => {
    const product = await session.t.makeProduct({ pricePaise: 10_000, originalPricePaise: 20_000 });
    for (const price of [110, 120, 130]) {
      const res = await as(() => asOtherAdmin)('PUT', `/api/products/${product.id}`, { price });
      expect(res.statusCode, res.body).toBe(200);
    }
    const coupon = await api('POST', '/api/coupons', {
      code: `AUDIT${Date.now().toString(36).toUpperCase()}`,
      discountType: 'percentage',
      discountValue: 10,
    });
    expect(coupon.statusCode, coupon.body).toBe(201);

    const mine = await audit({ actor: otherAdmin.id, limit: 2 });
    expect(mine).toMatchObject({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(mine.entries.map((e) => e.changes.pricePaise?.[1])).toEqual([13_000, 12_000]);
    const second = await audit({ actor: otherAdmin.id, limit: 2, page: 2 });
    expect(second.entries.map((e) => e.changes.pricePaise?.[1])).toEqual([11_000]);

    const coupons = await audit({ kind: 'coupon', recordId: coupon.json().data.id });
    expect(coupons.entries).toHaveLength(1);
    expect(coupons.entries[0]).toMatchObject({ action: 'create', actor: { id: admin.id } });

    // A bare day is India's whole day: today's entries are inside from=today and to=today.
    const today = indiaDay();
    expect((await audit({ actor: otherAdmin.id, from: today, to: today })).total).toBe(3);
    expect((await audit({ actor: otherAdmin.id, to: '2000-01-01' })).total).toBe(0);
    expect((await audit({ actor: otherAdmin.id, from: '2099-01-01' })).total).toBe(0);

    const bad = await api('GET', '/api/audit?kind=spaceship');
    expect(bad.statusCode).toBe(400);
  });
});

describe('other admin writes', () => {
  it('an order status change records the status before and after', async () => {
    const customer = await session.t.loginAs(await session.t.makeUser());
    const product = await session.t.makeProduct({ stock: 5 });
    const placed = await session.t.orderWithCod(customer, { productId: product.id, quantity: 1 });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json().data as { order: { id: string; orderNumber: string } };
    // Placing an order is the customer's own: nothing in the audit log.
    expect(await historyOf('order', order.id)).toHaveLength(0);
    const res = await api('PUT', `/api/orders/admin/${order.id}/status`, { status: 'processing' });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await historyOf('order', order.id);
    expect(entry).toMatchObject({
      action: 'status',
      recordLabel: order.orderNumber,
      changes: { status: ['confirmed', 'processing'] },
    });
  });

  it('a stock adjustment records the stock before and after and the reason', async () => {
    const product = await session.t.makeProduct({ stock: 7 });
    const res = await api('PUT', `/api/inventory/${product.id}/stock`, {
      quantity: 12,
      reason: 'Recount',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await historyOf('stock', product.id);
    expect(entry?.changes).toMatchObject({ stock: [7, 12], reason: [null, 'Recount'] });
  });
});
