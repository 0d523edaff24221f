import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GRIEVANCE_TICKET_PATTERN } from '@propwash/domain/legal/grievance-times';
import { useTestAppWithAdmin } from '../../test/test-app.ts';
import { grievances } from './legal.tables.ts';

let customer: { authorization: string };
let customerId: string;
const session = useTestAppWithAdmin({
  setup: async (t) => {
    const user = await t.makeUser();
    customerId = user.id;
    customer = await t.loginAs(user);
  },
});

let ipSeq = 0;
const freshIp = () => `10.7.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
const HOUR = 3_600_000;

const complaint = (over: Record<string, unknown> = {}) => ({
  name: 'Meera Iyer',
  email: 'Meera@Example.com',
  phone: '98450 12345',
  orderNumber: 'PW-1042',
  subject: 'Refund not received',
  message: 'I returned the propellers two weeks ago and the refund has not arrived.',
  ...over,
});

async function file(payload: object, opts: { ip?: string; headers?: Record<string, string> } = {}) {
  return session.t.app.inject({
    method: 'POST',
    url: '/api/grievances',
    remoteAddress: opts.ip ?? freshIp(),
    headers: opts.headers,
    payload,
  });
}

async function fileOk(over: Record<string, unknown> = {}) {
  const res = await file(complaint(over));
  expect(res.statusCode).toBe(201);
  const { ticket } = res.json().data as { ticket: string };
  const [row] = await session.t.db.select().from(grievances).where(eq(grievances.ticket, ticket));
  return row!;
}

const lookup = (ticket: string, email: string, ip = freshIp()) =>
  session.t.app.inject({
    method: 'GET',
    url: `/api/grievances/lookup?ticket=${encodeURIComponent(ticket)}&email=${encodeURIComponent(email)}`,
    remoteAddress: ip,
  });

const admin = (
  method: 'GET' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = session.admin,
) => session.t.app.inject({ method, url, headers, payload });

async function outbox(to: string) {
  const res = await admin('GET', `/api/outbox?limit=50&to=${encodeURIComponent(to)}`);
  expect(res.statusCode).toBe(200);
  return res.json().data.emails as { subject: string; text: string; template: string }[];
}

describe('filing a grievance', () => {
  it('gives a guest a ticket due in 48 hours and 30 days, and emails both sides', async () => {
    const before = Date.now();
    const res = await file(complaint({ email: 'guest.one@example.com' }));
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.ticket).toMatch(GRIEVANCE_TICKET_PATTERN);
    const ack = Date.parse(data.acknowledgeBy) - before;
    const resolve = Date.parse(data.resolveBy) - before;
    expect(ack).toBeGreaterThanOrEqual(48 * HOUR);
    expect(ack).toBeLessThan(48 * HOUR + 60_000);
    expect(resolve).toBeGreaterThanOrEqual(30 * 24 * HOUR);
    expect(resolve).toBeLessThan(30 * 24 * HOUR + 60_000);

    const [row] = await session.t.db
      .select()
      .from(grievances)
      .where(eq(grievances.ticket, data.ticket));
    expect(row).toMatchObject({
      email: 'guest.one@example.com',
      phone: '9845012345',
      orderNumber: 'PW-1042',
      status: 'open',
      userId: null,
    });

    const [mail] = await outbox('guest.one@example.com');
    expect(mail!.template).toBe('grievance-received');
    expect(mail!.subject).toContain(data.ticket);
    expect(mail!.text).toContain('IST');
    expect(mail!.text).toContain('refund has not arrived');
    expect(mail!.text).toContain(`/grievance?ticket=${data.ticket}`);

    // The officer of the default settings (settings section legal).
    const officer = (await outbox('grievance@propwash.in')).find((m) =>
      m.subject.includes(data.ticket),
    );
    expect(officer?.template).toBe('grievance-officer');
    expect(officer?.text).toContain('guest.one@example.com');
  });

  it('links a signed-in customer', async () => {
    const res = await file(complaint({ email: 'signed.in@example.com' }), { headers: customer });
    expect(res.statusCode).toBe(201);
    const [row] = await session.t.db
      .select()
      .from(grievances)
      .where(eq(grievances.ticket, res.json().data.ticket));
    expect(row!.userId).toBe(customerId);
  });

  it('refuses a form with missing or bad fields, naming each', async () => {
    const res = await file({
      name: '',
      email: 'nope',
      subject: 'Hi',
      message: 'short',
      phone: '123',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.type).toBe('VALIDATION_FAILED');
    const messages = Object.fromEntries(
      (body.error.details.issues as { field: string; message: string }[]).map((i) => [
        i.field,
        i.message,
      ]),
    );
    expect(messages).toMatchObject({
      name: 'Name is required',
      email: 'Please enter a valid email',
      phone: 'Please enter a valid 10-digit mobile number',
      subject: 'Subject must be at least 3 characters',
      message: 'Message must be at least 10 characters',
    });
  });

  it('limits filings to 5 an hour from one address (429)', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < 5; i++) {
      expect((await file(complaint({ email: `burst${i}@example.com` }), { ip })).statusCode).toBe(
        201,
      );
    }
    const res = await file(complaint(), { ip });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('looking a ticket up', () => {
  let ticket: string;
  beforeAll(async () => {
    ticket = (await fileOk({ email: 'lookup@example.com' })).ticket;
  });

  it('answers the ticket to its email, in any case, and the ticket in lower case', async () => {
    const res = await lookup(ticket.toLowerCase(), 'LOOKUP@example.com');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      ticket,
      subject: 'Refund not received',
      status: 'open',
      acknowledgedAt: null,
      closedAt: null,
      reply: null,
    });
    expect(data).not.toHaveProperty('email');
    expect(data).not.toHaveProperty('message');
  });

  it('answers the same 404 for a wrong email and for an unknown ticket', async () => {
    const wrong = await lookup(ticket, 'someone.else@example.com');
    const unknown = await lookup('GRV-ZZZZZZZZ', 'lookup@example.com');
    expect(wrong.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrong.json().error).toEqual(unknown.json().error);
  });

  it('refuses a malformed ticket with a hint', async () => {
    const res = await lookup('ABC', 'lookup@example.com');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('GRV-');
  });

  it('limits lookups to 30 an hour from one address (429)', async () => {
    const ip = '10.99.0.2';
    for (let i = 0; i < 30; i++) {
      expect((await lookup('GRV-ZZZZZZZZ', 'x@example.com', ip)).statusCode).toBe(404);
    }
    expect((await lookup(ticket, 'lookup@example.com', ip)).statusCode).toBe(429);
  });
});

describe('the grievance officer', () => {
  it('is the only one who may call the admin routes', async () => {
    const row = await fileOk();
    for (const [method, url] of [
      ['GET', '/api/grievances/admin/all'],
      ['GET', `/api/grievances/admin/${row.id}`],
      ['PUT', `/api/grievances/admin/${row.id}`],
    ] as const) {
      const payload = method === 'PUT' ? { status: 'resolved', reply: 'Done now.' } : undefined;
      expect((await admin(method, url, payload, customer)).statusCode).toBe(403);
      expect((await admin(method, url, payload, {})).statusCode).toBe(401);
    }
    expect((await admin('GET', `/api/grievances/admin/${row.id}`)).json().data).toMatchObject({
      id: row.id,
      ticket: row.ticket,
      name: 'Meera Iyer',
      email: 'meera@example.com',
      phone: '9845012345',
      message: row.message,
      overdue: false,
    });
    expect((await admin('GET', '/api/grievances/admin/not-an-id')).statusCode).toBe(404);
  });

  it('acknowledges, then resolves, emailing each reply; a closed ticket refuses (409)', async () => {
    const row = await fileOk({ email: 'moves@example.com', subject: 'Wrong motor sent' });
    const url = `/api/grievances/admin/${row.id}`;

    const ack = await admin('PUT', url, { status: 'acknowledged', reply: 'We are on it.' });
    expect(ack.statusCode).toBe(200);
    expect(ack.json().data).toMatchObject({ status: 'acknowledged', reply: 'We are on it.' });
    expect(ack.json().data.acknowledgedAt).not.toBeNull();
    expect(ack.json().data.closedAt).toBeNull();

    const again = await admin('PUT', url, { status: 'acknowledged', reply: 'Still on it.' });
    expect(again.statusCode).toBe(409);

    const done = await admin('PUT', url, {
      status: 'resolved',
      reply: 'The right motor ships today.',
    });
    expect(done.statusCode).toBe(200);
    const data = done.json().data;
    expect(data).toMatchObject({ status: 'resolved', reply: 'The right motor ships today.' });
    expect(data.acknowledgedAt).toBe(ack.json().data.acknowledgedAt);
    expect(data.closedAt).not.toBeNull();

    const replies = (await outbox('moves@example.com')).filter(
      (m) => m.template === 'grievance-reply',
    );
    expect(replies.map((m) => m.subject)).toEqual([
      `Re: Wrong motor sent [${row.ticket}]`,
      `Re: Wrong motor sent [${row.ticket}]`,
    ]);
    expect(replies[0]!.text).toContain('The right motor ships today.');
    expect(replies[0]!.text).toContain('is resolved');

    const closed = await admin('PUT', url, { status: 'rejected', reply: 'Changed my mind.' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toContain('closed');

    // The customer sees the reply through the lookup.
    const seen = (await lookup(row.ticket, 'moves@example.com')).json().data;
    expect(seen).toMatchObject({ status: 'resolved', reply: 'The right motor ships today.' });

    // Audited.
    const audit = await admin('GET', `/api/audit?kind=grievance&recordId=${row.id}`);
    expect(audit.statusCode).toBe(200);
    expect(audit.json().data.entries).toHaveLength(2);
  });

  it('sets acknowledgedAt when resolving straight from open; refuses a bad body', async () => {
    const row = await fileOk();
    const url = `/api/grievances/admin/${row.id}`;
    const bad = await admin('PUT', url, { status: 'open', reply: 'x' });
    expect(bad.statusCode).toBe(400);
    const res = await admin('PUT', url, { status: 'rejected', reply: 'This is not ours to fix.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.acknowledgedAt).not.toBeNull();
    expect(res.json().data.closedAt).toBe(res.json().data.acknowledgedAt);
  });
});

describe('the list', () => {
  let lateAck: string;
  let lateResolve: string;
  let fresh: string;
  beforeAll(async () => {
    await session.t.db.delete(grievances);
    const now = Date.now();
    // Filed three days ago and never acknowledged: past its 48 hours.
    lateAck = (await fileOk({ name: 'Arjun Nair', subject: 'Broken frame' })).id;
    await session.t.db
      .update(grievances)
      .set({
        createdAt: new Date(now - 72 * HOUR),
        acknowledgeBy: new Date(now - 24 * HOUR),
        resolveBy: new Date(now + 27 * 24 * HOUR),
      })
      .where(eq(grievances.id, lateAck));
    // Acknowledged, but past its month.
    lateResolve = (await fileOk({ email: 'kiran@flyers.in', subject: 'Late parcel' })).id;
    await session.t.db
      .update(grievances)
      .set({
        status: 'acknowledged',
        createdAt: new Date(now - 40 * 24 * HOUR),
        acknowledgeBy: new Date(now - 38 * 24 * HOUR),
        acknowledgedAt: new Date(now - 39 * 24 * HOUR),
        resolveBy: new Date(now - 10 * 24 * HOUR),
      })
      .where(eq(grievances.id, lateResolve));
    fresh = (await fileOk({ subject: 'Invoice missing GSTIN' })).id;
    const closedLate = (await fileOk({ subject: 'Old and done' })).id;
    await session.t.db
      .update(grievances)
      .set({
        status: 'resolved',
        createdAt: new Date(now - 60 * 24 * HOUR),
        acknowledgeBy: new Date(now - 58 * 24 * HOUR),
        resolveBy: new Date(now - 30 * 24 * HOUR),
      })
      .where(eq(grievances.id, closedLate));
  });

  const list = async (query = '') => {
    const res = await admin('GET', `/api/grievances/admin/all${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      grievances: { id: string; overdue: boolean; subject: string }[];
      total: number;
      totalPages: number;
      counts: Record<string, number>;
    };
  };

  it('lists newest first with counts, overdue marked, and pages', async () => {
    const all = await list();
    expect(all.counts).toEqual({ open: 2, acknowledged: 1, resolved: 1, rejected: 0, overdue: 2 });
    expect(all.grievances.map((g) => g.id).slice(0, 3)).toEqual([fresh, lateAck, lateResolve]);
    expect(Object.fromEntries(all.grievances.map((g) => [g.id, g.overdue]))).toMatchObject({
      [fresh]: false,
      [lateAck]: true,
      [lateResolve]: true,
    });
    const page2 = await list('?limit=1&page=2');
    expect(page2.grievances.map((g) => g.id)).toEqual([lateAck]);
    expect(page2).toMatchObject({ total: 4, totalPages: 4 });
  });

  it('filters by status, overdue and search', async () => {
    expect((await list('?status=acknowledged')).grievances.map((g) => g.id)).toEqual([lateResolve]);
    expect((await list('?overdue=true')).grievances.map((g) => g.id)).toEqual([
      lateAck,
      lateResolve,
    ]);
    expect((await list('?overdue=false')).total).toBe(2);
    expect((await list('?search=arjun')).grievances.map((g) => g.id)).toEqual([lateAck]);
    expect((await list('?search=FLYERS.in')).grievances.map((g) => g.id)).toEqual([lateResolve]);
    expect((await list('?search=gstin')).grievances.map((g) => g.id)).toEqual([fresh]);
    const [row] = await session.t.db.select().from(grievances).where(eq(grievances.id, fresh));
    expect((await list(`?search=${row!.ticket.slice(4).toLowerCase()}`)).grievances).toHaveLength(
      1,
    );
    // The counts stay whatever the filter.
    expect((await list('?status=rejected')).counts.open).toBe(2);
    expect((await admin('GET', '/api/grievances/admin/all?status=closed')).statusCode).toBe(400);
  });
});
