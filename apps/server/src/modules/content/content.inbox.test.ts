import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithAdmin } from '../../test/test-app.ts';
import { outboxEmails } from '../notifications/notifications.tables.ts';
import { contactMessages } from './content.tables.ts';

let customer: { authorization: string };
const session = useTestAppWithAdmin({
  setup: async (t) => {
    customer = await t.loginAs(await t.makeUser());
  },
});

let ipSeq = 0;
const freshIp = () => `10.9.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

/** A visitor sends a message through the public form; returns its id. */
async function sendMessage(fields: { name: string; email: string; subject: string }) {
  const res = await session.t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: freshIp(),
    payload: { ...fields, message: `Hello from ${fields.name}.\nSecond line.` },
  });
  expect(res.statusCode).toBe(201);
  const [row] = await session.t.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.subject, fields.subject));
  return row!.id;
}

const get = (url: string, headers: Record<string, string> = session.admin) =>
  session.t.app.inject({ method: 'GET', url, headers });

describe('contact messages for the owner', () => {
  let older: string;
  let newer: string;
  beforeAll(async () => {
    older = await sendMessage({
      name: 'Meera Iyer',
      email: 'meera@example.com',
      subject: 'Battery size',
    });
    newer = await sendMessage({
      name: 'Rahul Sen',
      email: 'rahul@flyers.in',
      subject: 'Order delay',
    });
  });

  it('lists messages newest first, with counts, and pages them', async () => {
    const res = await get('/api/contact/admin/all?limit=1');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.messages.map((m: { id: string }) => m.id)).toEqual([newer]);
    expect(data).toMatchObject({ page: 1, limit: 1, total: 2, totalPages: 2 });
    expect(data.counts).toEqual({ new: 2, replied: 0, closed: 0 });
    expect(data.messages[0]).toMatchObject({
      name: 'Rahul Sen',
      email: 'rahul@flyers.in',
      status: 'new',
      message: 'Hello from Rahul Sen.\nSecond line.',
      replies: [],
    });
    const second = (await get('/api/contact/admin/all?limit=1&page=2')).json().data;
    expect(second.messages.map((m: { id: string }) => m.id)).toEqual([older]);
    expect((await get('/api/contact/admin/counts')).json().data).toEqual({
      new: 2,
      replied: 0,
      closed: 0,
    });
  });

  it('searches by name, email or subject in any case', async () => {
    for (const [search, id] of [
      ['MEERA', older],
      ['flyers.in', newer],
      ['battery', older],
    ] as const) {
      const data = (await get(`/api/contact/admin/all?search=${search}`)).json().data;
      expect(data.messages.map((m: { id: string }) => m.id)).toEqual([id]);
    }
    const none = (await get('/api/contact/admin/all?search=%25')).json().data;
    expect(none.total).toBe(0);
  });

  it('sets a status and filters by it; a bad status or unknown id is refused', async () => {
    const put = (id: string, payload: unknown) =>
      session.t.app.inject({
        method: 'PUT',
        url: `/api/contact/admin/${id}`,
        headers: session.admin,
        payload: payload as object,
      });
    const res = await put(older, { status: 'closed' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: older, status: 'closed' });
    const closed = (await get('/api/contact/admin/all?status=closed')).json().data;
    expect(closed.messages.map((m: { id: string }) => m.id)).toEqual([older]);
    expect(closed.counts).toMatchObject({ new: 1, closed: 1 });

    const bad = await put(older, { status: 'read' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.type).toBe('VALIDATION_FAILED');
    expect((await put('00000000-0000-4000-8000-000000000000', { status: 'new' })).statusCode).toBe(
      404,
    );
    expect((await put('not-an-id', { status: 'new' })).statusCode).toBe(404);
    expect((await get('/api/contact/admin/all?status=open')).statusCode).toBe(400);
    // Reopen: any status may follow any other.
    expect((await put(older, { status: 'new' })).json().data.status).toBe('new');
  });

  it('emails a reply to the sender through the outbox, keeps it and marks the message replied', async () => {
    const res = await session.t.app.inject({
      method: 'POST',
      url: `/api/contact/admin/${newer}/reply`,
      headers: session.admin,
      payload: { message: '  Your order ships tomorrow.  ' },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.status).toBe('replied');
    expect(data.replies).toHaveLength(1);
    expect(data.replies[0]).toMatchObject({
      message: 'Your order ships tomorrow.',
      repliedBy: 'Test User',
    });
    expect(Date.parse(data.replies[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const [email] = await session.t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.template, 'contact-reply'))
      .orderBy(desc(outboxEmails.createdAt));
    expect(email).toMatchObject({
      to: 'rahul@flyers.in',
      subject: 'Re: Order delay',
      status: 'stored',
    });
    expect(email!.text).toContain('Your order ships tomorrow.');
    expect(email!.text).toContain('> Hello from Rahul Sen.');
    const one = (await get(`/api/contact/admin/${newer}`)).json().data;
    expect(one).toMatchObject({
      status: 'replied',
      replies: [{ message: 'Your order ships tomorrow.' }],
    });
  });

  it('refuses an empty or overlong reply and sends nothing', async () => {
    const before = await session.t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.template, 'contact-reply'));
    for (const payload of [{ message: '   ' }, { message: 'x'.repeat(5001) }, {}]) {
      const res = await session.t.app.inject({
        method: 'POST',
        url: `/api/contact/admin/${older}/reply`,
        headers: session.admin,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.type).toBe('VALIDATION_FAILED');
    }
    const after = await session.t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.template, 'contact-reply'));
    expect(after).toHaveLength(before.length);
  });

  it('refuses visitors (401) and customers (403)', async () => {
    const calls = [
      ['GET', '/api/contact/admin/all'],
      ['GET', '/api/contact/admin/counts'],
      ['PUT', `/api/contact/admin/${older}`],
      ['POST', `/api/contact/admin/${older}/reply`],
      ['GET', '/api/newsletter/admin/all'],
      ['GET', '/api/newsletter/admin/export'],
    ] as const;
    for (const [method, url] of calls) {
      const payload = method === 'GET' ? undefined : { status: 'closed', message: 'hi' };
      const anonymous = await session.t.app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
      });
      expect(anonymous.statusCode).toBe(401);
      const shopper = await session.t.app.inject({
        method,
        url,
        headers: customer,
        ...(payload ? { payload } : {}),
      });
      expect(shopper.statusCode).toBe(403);
    }
    const [row] = await session.t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, older));
    expect(row!.status).toBe('new');
  });
});

describe('newsletter subscribers', () => {
  const subscribe = (email: string) =>
    session.t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      remoteAddress: freshIp(),
      payload: { email },
    });

  /** The unsubscribe link of the latest email to `to`. */
  async function unsubscribeLink(to: string) {
    const [email] = await session.t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, to))
      .orderBy(desc(outboxEmails.createdAt));
    expect(email!.template).toBe('newsletter-welcome');
    const link = /Unsubscribe: (\S+)/.exec(email!.text)?.[1];
    expect(link).toMatch(/^https?:\/\/[^/]+\/api\/newsletter\/unsubscribe\?token=/);
    expect(email!.html).toContain('Unsubscribe</a>');
    return new URL(link!);
  }

  it('welcomes a subscriber with a link that unsubscribes without a login; a forged token is refused', async () => {
    expect((await subscribe('pilot@example.com')).statusCode).toBe(201);
    const link = await unsubscribeLink('pilot@example.com');

    const forged = link.searchParams
      .get('token')!
      .replace(/\.(.)/, (_, c) => `.${c === 'A' ? 'B' : 'A'}`);
    const other = `${Buffer.from('someone@example.com').toString('base64url')}.${link.searchParams.get('token')!.split('.')[1]}`;
    for (const token of [forged, other, 'nonsense', '']) {
      const res = await session.t.app.inject({
        method: 'GET',
        url: `/api/newsletter/unsubscribe?token=${token}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('This unsubscribe link is not valid.');
    }
    const stillIn = (await get('/api/newsletter/admin/all?search=pilot@')).json().data;
    expect(stillIn.subscribers[0]).toMatchObject({
      email: 'pilot@example.com',
      status: 'subscribed',
    });

    const res = await session.t.app.inject({
      method: 'GET',
      url: `${link.pathname}${link.search}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('You are unsubscribed');
    expect(res.body).toContain('pilot@example.com');

    const after = (await get('/api/newsletter/admin/all?search=pilot@')).json().data;
    expect(after.subscribers).toHaveLength(1);
    expect(after.subscribers[0]).toMatchObject({ status: 'unsubscribed' });
    expect(after.subscribers[0].unsubscribedAt).not.toBeNull();
    expect(await session.t.services.newsletter.recipients()).not.toContain('pilot@example.com');

    // One-click (RFC 8058): the same token by POST.
    const oneClick = await session.t.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
    });
    expect(oneClick.statusCode).toBe(200);
    const forgedPost = await session.t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${forged}`,
    });
    expect(forgedPost.statusCode).toBe(400);

    // Subscribing again works and is welcomed again.
    const again = await subscribe('Pilot@Example.com');
    expect(again.statusCode).toBe(201);
    const back = (await get('/api/newsletter/admin/all?search=pilot@')).json().data;
    expect(back.subscribers[0]).toMatchObject({ status: 'subscribed', unsubscribedAt: null });
    expect(await session.t.services.newsletter.recipients()).toContain('pilot@example.com');
  });

  it('lists subscribers with search, status and pages, and exports them as CSV', async () => {
    for (const email of ['csv-a@example.com', 'csv-b@example.com', '+cmd@example.com']) {
      expect((await subscribe(email)).statusCode).toBe(201);
    }
    const link = await unsubscribeLink('csv-a@example.com');
    await session.t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });

    const page = (await get('/api/newsletter/admin/all?search=csv-&limit=1')).json().data;
    expect(page).toMatchObject({ total: 2, totalPages: 2, limit: 1 });
    expect(page.subscribers[0].email).toBe('csv-b@example.com');
    const gone = (await get('/api/newsletter/admin/all?status=unsubscribed&search=csv')).json()
      .data;
    expect(gone.subscribers.map((s: { email: string }) => s.email)).toEqual(['csv-a@example.com']);
    expect(page.counts.unsubscribed).toBeGreaterThanOrEqual(1);

    const res = await get('/api/newsletter/admin/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('email,status,subscribed_at,unsubscribed_at,source');
    expect(lines.find((l) => l.startsWith('"csv-a@'))).toMatch(
      /^"csv-a@example.com","unsubscribed","[^"]+","\d{4}-[^"]+","home"$/,
    );
    expect(lines.find((l) => l.startsWith('"csv-b@'))).toMatch(
      /^"csv-b@example.com","subscribed","[^"]+","","home"$/,
    );
    // A spreadsheet never reads an address as a formula.
    expect(lines.some((l) => l.startsWith(`"'+cmd@example.com"`))).toBe(true);
  });
});
