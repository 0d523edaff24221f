import { and, asc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { parseCsv } from '@propwash/domain/platform/csv';
import { useTestAppWithAdmin, type AuthHeaders } from '../../test/test-app.ts';
import { outboxEmails } from '../notifications/notifications.tables.ts';
import { BACK_IN_STOCK_JOB, stockAlertLimits } from './inventory.stock-alerts.ts';
import { stockAlerts } from './inventory.tables.ts';

// Back in stock (docs/decisions/back-in-stock.md): shoppers ask once per item; when its stock
// comes back from zero, each is told once, in the order they asked, whatever the instances.
const session = useTestAppWithAdmin({ paymentMethods: true });

type Shopper = { email: string; password: string; headers: AuthHeaders };
let n = 0;
async function shopper(): Promise<Shopper> {
  n += 1;
  const user = await session.t.makeUser({ email: `pilot${n}.${Date.now()}@example.com` });
  return { email: user.email, password: user.password, headers: await session.t.loginAs(user) };
}

// Each request from its own address: the per-address limit is tested on its own.
let ip = 0;
const notifyMe = (productId: string, body: object = {}, headers?: AuthHeaders) =>
  session.t.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/notify-me`,
    headers,
    payload: body,
    remoteAddress: `10.77.${(++ip >> 8) & 255}.${ip & 255}`,
  });
const setStock = (productId: string, quantity: number) =>
  session.t.call('PUT', `/api/inventory/${productId}/stock`, session.admin, { quantity });
const emailsTo = (to: string) =>
  session.t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, to), eq(outboxEmails.template, 'back-in-stock')));

async function until(check: () => Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('POST /api/products/:id/notify-me', () => {
  it('takes a signed-in request once: 201, then the same answer with 200', async () => {
    const product = await session.t.makeProduct({ stock: 0 });
    const me = await shopper();
    const first = await notifyMe(product.id, {}, me.headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({
      productId: product.id,
      variantId: null,
      channel: 'email',
      message: "We'll email you when it's back",
    });
    const again = await notifyMe(product.id, {}, me.headers);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    const rows = await session.t.db
      .select()
      .from(stockAlerts)
      .where(eq(stockAlerts.productId, product.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: me.email.toLowerCase(), channel: 'email' });
  });

  it('takes a guest by email (stored lower-cased), and refuses WhatsApp or no email', async () => {
    const product = await session.t.makeProduct({ stock: 0 });
    const res = await notifyMe(product.id, { email: 'Asha.Rao@Example.com' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await notifyMe(product.id, { email: 'asha.rao@example.com' })).statusCode).toBe(200);
    const [row] = await session.t.db
      .select()
      .from(stockAlerts)
      .where(eq(stockAlerts.productId, product.id));
    expect(row).toMatchObject({ email: 'asha.rao@example.com', userId: null, channel: 'email' });

    const whatsapp = await notifyMe(product.id, { email: 'a@example.com', channel: 'whatsapp' });
    expect(whatsapp.statusCode).toBe(400);
    expect(whatsapp.json().error.message).toMatch(/sign in to be told on WhatsApp/);
    const none = await notifyMe(product.id, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('email: Enter your email to be told');
  });

  it('refuses an item in stock (409), an unknown product (404) and a wrong version (400)', async () => {
    const inStock = await session.t.makeProduct({ stock: 3 });
    const res = await notifyMe(inStock.id, { email: 'b@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      type: 'CONFLICT',
      message: `${inStock.name} is in stock now: you can order it today`,
    });
    const unknown = await notifyMe('00000000-0000-4000-8000-000000000000', {
      email: 'b@example.com',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await notifyMe('not-an-id', { email: 'b@example.com' })).statusCode).toBe(404);

    const trainer = await createTrainer();
    const other = await createTrainer();
    const wrong = await notifyMe(trainer.id, {
      email: 'b@example.com',
      variantId: other.variants[2]!.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe("variantId: that version is not one of this product's");
    const noVersion = await notifyMe(trainer.id, { email: 'b@example.com' });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().error.message).toBe('variantId: choose the version you want');
    const inStockVersion = await notifyMe(trainer.id, {
      email: 'b@example.com',
      variantId: trainer.variants[0]!.id,
    });
    expect(inStockVersion.statusCode).toBe(409);
    const soldOut = await notifyMe(trainer.id, {
      email: 'b@example.com',
      variantId: trainer.variants[2]!.id,
    });
    expect(soldOut.statusCode, soldOut.body).toBe(201);
    expect(soldOut.json().data.variantId).toBe(trainer.variants[2]!.id);
  });

  it('limits the requests of one address like the other public writes (429)', async () => {
    const product = await session.t.makeProduct({ stock: 0 });
    const from = (i: number) =>
      session.t.app.inject({
        method: 'POST',
        url: `/api/products/${product.id}/notify-me`,
        payload: { email: `many${i}@example.com` },
        remoteAddress: '10.78.0.1',
      });
    for (let i = 0; i < stockAlertLimits.perIp.limit; i++)
      expect((await from(i)).statusCode).toBe(201);
    const over = await from(99);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('tells a signed-in customer with a mobile number and the offers consent on WhatsApp', async () => {
    // This file's shop has no WhatsApp account configured, so the channel sends the fallback
    // email; inventory.stock-alerts-whatsapp.test.ts proves the WhatsApp message itself.
    const product = await session.t.makeProduct({ stock: 0 });
    const me = await shopper();
    const noPhone = await notifyMe(product.id, { channel: 'whatsapp' }, me.headers);
    expect(noPhone.json().data.channel).toBe('email');
    const profile = await session.t.call('PUT', '/api/auth/profile', me.headers, {
      name: 'Test User',
      phone: '9845012345',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const consent = await session.t.call('PUT', '/api/me/consents/whatsapp_offers', me.headers, {
      granted: true,
    });
    expect(consent.statusCode, consent.body).toBe(200);
    const other = await session.t.makeProduct({ stock: 0 });
    const res = await notifyMe(other.id, {}, me.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      channel: 'whatsapp',
      message: "We'll tell you on WhatsApp when it's back",
    });
    // Asked for email, it is email.
    const third = await session.t.makeProduct({ stock: 0 });
    expect((await notifyMe(third.id, { channel: 'email' }, me.headers)).json().data.channel).toBe(
      'email',
    );

    expect((await setStock(other.id, 2)).statusCode).toBe(200);
    await session.t.services.jobs.drain(BACK_IN_STOCK_JOB);
    const told = await emailsTo(me.email.toLowerCase());
    expect(told.map((e) => e.subject)).toEqual([`${other.name} is back in stock`]);
  });
});

describe('the restock', () => {
  it('tells each waiting shopper once, in the order they asked, with two instances running', async () => {
    const product = await session.t.makeProduct({ stock: 0, name: 'Skyhawk 800 Glider' });
    const shoppers = [await shopper(), await shopper(), await shopper()];
    for (const s of shoppers)
      expect((await notifyMe(product.id, {}, s.headers)).statusCode).toBe(201);
    expect((await notifyMe(product.id, { email: 'guest.pilot@example.com' })).statusCode).toBe(201);
    const everyone = [...shoppers.map((s) => s.email.toLowerCase()), 'guest.pilot@example.com'];

    const b = await session.t.secondInstance();
    try {
      await Promise.all([session.t.services.jobs.start(), b.services.jobs.start()]);
      expect((await setStock(product.id, 5)).statusCode).toBe(200);
      await until(async () => (await Promise.all(everyone.map(emailsTo))).every((e) => e.length));
      // Longer than a poll of both instances: a second message would have come by now.
      await new Promise((r) => setTimeout(r, 2500));
      for (const to of everyone) {
        const emails = await emailsTo(to);
        expect(emails, to).toHaveLength(1);
        expect(emails[0]!.subject).toBe('Skyhawk 800 Glider is back in stock');
        expect(emails[0]!.text).toContain(`${session.t.config.publicUrl}/products/${product.slug}`);
        expect(emails[0]!.text).toContain('Price: ₹999');
      }
      const told = await session.t.db
        .select()
        .from(stockAlerts)
        .where(eq(stockAlerts.productId, product.id))
        .orderBy(asc(stockAlerts.notifiedAt));
      expect(told.map((r) => r.email)).toEqual(everyone);

      // Sold out and back again: no one waits any more, so no one hears again.
      expect((await setStock(product.id, 0)).statusCode).toBe(200);
      expect((await setStock(product.id, 4)).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 2500));
      for (const to of everyone) expect(await emailsTo(to)).toHaveLength(1);
    } finally {
      await b.services.jobs.stop();
      await b.app.close();
      await session.t.services.jobs.stop();
    }
  });

  it('tells the shoppers of a version restocked in the product form, not those of another', async () => {
    const trainer = await createTrainer();
    const pnp = trainer.variants[2]!;
    const me = await shopper();
    expect((await notifyMe(trainer.id, { variantId: pnp.id }, me.headers)).statusCode).toBe(201);
    // Another version sells out and waits too.
    const bnf = trainer.variants[1]!;
    expect((await setVariantStock(trainer, bnf.id, 0)).statusCode).toBe(200);
    expect(
      (await notifyMe(trainer.id, { variantId: bnf.id, email: 'bnf@example.com' })).statusCode,
    ).toBe(201);

    expect((await setVariantStock(trainer, pnp.id, 3)).statusCode).toBe(200);
    expect(await session.t.services.jobs.drain(BACK_IN_STOCK_JOB)).toBe(1);
    const [email] = await emailsTo(me.email.toLowerCase());
    expect(email?.subject).toBe(`${trainer.name} (Version: PNP) is back in stock`);
    expect(email?.text).toContain(`/products/${trainer.slug}?variant=${pnp.id}`);
    expect(email?.text).toContain('Price: ₹12,999');
    expect(await emailsTo('bnf@example.com')).toHaveLength(0);
    const waiting = await session.t.db
      .select()
      .from(stockAlerts)
      .where(and(eq(stockAlerts.productId, trainer.id), isNull(stockAlerts.notifiedAt)));
    expect(waiting.map((w) => w.variantId)).toEqual([bnf.id]);
  });

  it('tells them when a cancelled order gives the last unit back', async () => {
    const t = session.t;
    const product = await t.makeProduct({ stock: 1 });
    const buyer = await shopper();
    const placed = await t.orderWithCod(buyer.headers, { productId: product.id, quantity: 1 });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data.order as { id: string };
    expect((await notifyMe(product.id, { email: 'second.chance@example.com' })).statusCode).toBe(
      201,
    );
    const cancel = await t.call('PUT', `/api/orders/${order.id}/cancel`, buyer.headers, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await t.services.jobs.drain(BACK_IN_STOCK_JOB)).toBe(1);
    expect(await emailsTo('second.chance@example.com')).toHaveLength(1);
  });

  it('tells no one while the item is sold out again before the job runs', async () => {
    const product = await session.t.makeProduct({ stock: 0 });
    expect((await notifyMe(product.id, { email: 'late@example.com' })).statusCode).toBe(201);
    await setStock(product.id, 1);
    await setStock(product.id, 0);
    await session.t.services.jobs.drain(BACK_IN_STOCK_JOB);
    expect(await emailsTo('late@example.com')).toHaveLength(0);
    // Still waiting: the next restock tells them.
    await setStock(product.id, 2);
    await session.t.services.jobs.drain(BACK_IN_STOCK_JOB);
    expect(await emailsTo('late@example.com')).toHaveLength(1);
  });
});

describe('GET /api/products/admin/waiting', () => {
  it('counts the waiting per product and version, most waiting first, and exports them', async () => {
    const t = session.t;
    // Earlier tests left their own waiting rows; this list starts clean.
    await t.db.delete(stockAlerts);
    const popular = await t.makeProduct({ stock: 0, name: 'Popular Quad' });
    const quiet = await t.makeProduct({ stock: 0, name: '=Quiet Boat' });
    const trainer = await createTrainer();
    const pnp = trainer.variants[2]!;
    for (const email of ['a@x.in', 'b@x.in', 'c@x.in']) await notifyMe(popular.id, { email });
    await notifyMe(quiet.id, { email: 'a@x.in' });
    for (const email of ['a@x.in', 'b@x.in'])
      await notifyMe(trainer.id, { email, variantId: pnp.id });

    const guest = await t.call('GET', '/api/products/admin/waiting');
    expect(guest.statusCode).toBe(401);
    const res = await t.call('GET', '/api/products/admin/waiting?limit=2', session.admin);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ total: 3, totalPages: 2, shoppers: 6 });
    expect(
      page.items.map((i: { productName: string; variantLabel: string | null; waiting: number }) => [
        i.productName,
        i.variantLabel,
        i.waiting,
      ]),
    ).toEqual([
      ['Popular Quad', null, 3],
      [trainer.name, 'Version: PNP', 2],
    ]);
    expect(page.items[1]).toMatchObject({ variantId: pnp.id, stock: 0, sku: pnp.sku });
    const second = await t.call('GET', '/api/products/admin/waiting?limit=2&page=2', session.admin);
    expect(second.json().data.items.map((i: { productName: string }) => i.productName)).toEqual([
      '=Quiet Boat',
    ]);

    const csv = await t.call('GET', '/api/products/admin/waiting?format=csv', session.admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/waiting-for-stock_\d{4}-\d{2}-\d{2}\.csv/);
    const rows = parseCsv(csv.body);
    expect(rows[0]).toEqual([
      'Product',
      'Version',
      'SKU',
      'Waiting',
      'In stock now',
      'Oldest request (IST)',
    ]);
    // The formula guard: a name starting with = is written as text.
    expect(rows.slice(1, 4).map((r) => [r[0], r[1], r[3]])).toEqual([
      ['Popular Quad', '', '3'],
      [trainer.name, 'Version: PNP', '2'],
      ["'=Quiet Boat", '', '1'],
    ]);

    const xlsx = await t.app.inject({
      url: '/api/products/admin/waiting?format=xlsx',
      headers: session.admin,
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Waiting for stock')!;
    expect(sheet.getRow(2).getCell(1).value).toBe('Popular Quad');
    expect(sheet.getRow(2).getCell(4).value).toBe(3);
    expect(sheet.getRow(4).getCell(1).value).toBe("'=Quiet Boat");
  });
});

describe('personal data', () => {
  it('puts the requests in the data export and deletes them on erasure', async () => {
    const product = await session.t.makeProduct({ stock: 0 });
    const me = await shopper();
    expect((await notifyMe(product.id, {}, me.headers)).statusCode).toBe(201);
    const data = await session.t.call('GET', '/api/me/data', me.headers);
    expect(data.statusCode, data.body).toBe(200);
    expect(JSON.parse(data.body).backInStockRequests).toMatchObject([
      { productId: product.id, productName: product.name, channel: 'email', toldAt: null },
    ]);
    // A request made as a guest with the same address is theirs too.
    const other = await session.t.makeProduct({ stock: 0 });
    expect((await notifyMe(other.id, { email: me.email })).statusCode).toBe(201);
    const erased = await session.t.call('POST', '/api/me/erase', me.headers, {
      password: me.password,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const left = await session.t.db
      .select()
      .from(stockAlerts)
      .where(eq(stockAlerts.email, me.email.toLowerCase()));
    expect(left).toHaveLength(0);
  });
});

/** A trainer sold in three versions (RTF 4, BNF 6 in stock; PNP sold out at ₹12,999). */
async function createTrainer() {
  n += 1;
  const category = await session.t.makeCategory();
  const tag = `${n}-${Date.now().toString(36)}`;
  const res = await session.t.call('POST', '/api/products', session.admin, {
    name: `Skylark 1200 ${tag}`,
    category: category.id,
    price: 9_999,
    description: 'A high-wing trainer sold ready to fly, bind-n-fly or plug-n-play.',
    countryOfOrigin: 'India',
    options: [{ name: 'Version', values: ['RTF', 'BNF', 'PNP'] }],
    variants: [
      { sku: `RTF-${tag}`, options: { Version: 'RTF' }, price: 18_999, stock: 4 },
      { sku: `BNF-${tag}`, options: { Version: 'BNF' }, price: 15_499, stock: 6 },
      { sku: `PNP-${tag}`, options: { Version: 'PNP' }, price: 12_999, stock: 0 },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as {
    id: string;
    name: string;
    slug: string;
    variants: { id: string; sku: string; price: number; stock: number; options: object }[];
  };
}

/** The product form sets one version's stock, the others as they were (kept in `trainer`). */
function setVariantStock(
  trainer: Awaited<ReturnType<typeof createTrainer>>,
  variantId: string,
  stock: number,
) {
  for (const v of trainer.variants) if (v.id === variantId) v.stock = stock;
  return session.t.call('PUT', `/api/products/${trainer.id}`, session.admin, {
    variants: trainer.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      options: v.options,
      price: v.price,
      stock: v.stock,
    })),
  });
}
