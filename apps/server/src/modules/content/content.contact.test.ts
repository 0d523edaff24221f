import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { outboxEmails } from '../notifications/notifications.tables.ts';
import { settings } from '../settings/settings.tables.ts';
import { contactMessages, newsletterSubscribers } from './content.tables.ts';

const session = useTestApp();

let ipSeq = 0;
/** Each test sends from its own address so the per-IP limits do not leak between tests. */
const freshIp = () => `10.0.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

const message = {
  name: 'Kiran Desai',
  email: 'Kiran@Example.com',
  phone: '9845012345',
  subject: 'Spare rotor blades',
  message: 'Do you stock spare blades for the 450 heli?',
};

const sendContact = (payload: unknown, remoteAddress: string, headers?: Record<string, string>) =>
  session.t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: payload as object,
    remoteAddress,
    ...(headers ? { headers } : {}),
  });
const subscribe = (payload: unknown, remoteAddress: string) =>
  session.t.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    payload: payload as object,
    remoteAddress,
  });

describe('contact form', () => {
  it('stores the message, emails the shop with the reply-to address, and thanks the sender', async () => {
    const res = await sendContact(message, freshIp());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      data: { message: 'Thank you! We will get back to you within one business day.' },
    });
    const [stored] = await session.t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, 'Spare rotor blades'));
    expect(stored).toMatchObject({
      name: 'Kiran Desai',
      email: 'kiran@example.com',
      phone: '9845012345',
      message: message.message,
      status: 'new',
      userId: null,
    });
    const [email] = await session.t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.template, 'contact-message'));
    expect(email).toMatchObject({
      to: 'support@propwash.in',
      subject: 'Contact form: Spare rotor blades (from Kiran Desai)',
    });
    expect(email!.text).toContain('Reply to: kiran@example.com');
    expect(email!.text).toContain('Phone: 9845012345');
    expect(email!.text).toContain(message.message);
  });

  it("sends to the support email set in the shop's settings, escaping the message in HTML", async () => {
    await session.t.db
      .insert(settings)
      .values({ section: 'general', value: { supportEmail: 'help@shop.test' } })
      .onConflictDoUpdate({
        target: settings.section,
        set: { value: { supportEmail: 'help@shop.test' } },
      });
    session.t.services.settings.invalidate();
    try {
      const res = await sendContact(
        { name: 'Eve', email: 'eve@example.com', message: '<script>alert(1)</script>' },
        freshIp(),
      );
      expect(res.statusCode).toBe(201);
      const [email] = await session.t.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, 'help@shop.test'));
      expect(email!.subject).toBe('Contact form: New message (from Eve)');
      expect(email!.html).not.toContain('<script>');
      expect(email!.html).toContain('&lt;script&gt;');
    } finally {
      await session.t.db.delete(settings).where(eq(settings.section, 'general'));
      session.t.services.settings.invalidate();
    }
  });

  it('links the message to the account when the sender is signed in', async () => {
    const user = await session.t.makeUser();
    const headers = await session.t.loginAs(user);
    const res = await sendContact({ ...message, subject: 'From a customer' }, freshIp(), headers);
    expect(res.statusCode).toBe(201);
    const [stored] = await session.t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, 'From a customer'));
    expect(stored!.userId).toBe(user.id);
  });

  it('rejects missing or bad fields with 400 and stores nothing', async () => {
    const before = await session.t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contactMessages);
    const cases: [object, string][] = [
      [{ ...message, name: ' ' }, 'name: Name is required'],
      [{ ...message, email: 'not-an-email' }, 'email: Please enter a valid email'],
      [{ ...message, message: '' }, 'message: Message is required'],
      [{ ...message, message: 'x'.repeat(5001) }, 'message'],
      [{ name: 'A', email: 'a@example.com' }, 'message'],
    ];
    const ip = freshIp();
    for (const [payload, text] of cases) {
      const res = await sendContact(payload, ip);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.type).toBe('VALIDATION_FAILED');
      expect(res.json().error.message).toContain(text);
    }
    const after = await session.t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contactMessages);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('allows 5 messages per IP per hour, then answers 429 with Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await sendContact(message, ip)).statusCode).toBe(201);
    }
    const over = await sendContact(message, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatchObject({ type: 'RATE_LIMITED' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await sendContact(message, freshIp())).statusCode).toBe(201);
  });
});

describe('newsletter', () => {
  it('subscribes once (201) and answers a repeat in any letter case kindly (200)', async () => {
    const ip = freshIp();
    const first = await subscribe({ email: 'Flyer@Example.com' }, ip);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({ message: 'Subscribed! Watch your inbox for deals.' });
    for (const email of ['flyer@example.com', 'FLYER@EXAMPLE.COM']) {
      const again = await subscribe({ email }, ip);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({
        success: true,
        data: { message: "You're already subscribed. Thanks!" },
      });
    }
    const rows = await session.t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(sql`lower(${newsletterSubscribers.email})`, 'flyer@example.com'));
    expect(rows.map((r) => r.email)).toEqual(['flyer@example.com']);
  });

  it('rejects a bad email with 400', async () => {
    for (const payload of [{ email: 'nope' }, { email: '' }, {}]) {
      const res = await subscribe(payload, freshIp());
      expect(res.statusCode).toBe(400);
      expect(res.json().error.type).toBe('VALIDATION_FAILED');
    }
  });

  it('allows 10 sign-ups per IP per hour, then answers 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await subscribe({ email: `reader${i}@example.com` }, ip)).statusCode).toBe(201);
    }
    const over = await subscribe({ email: 'reader10@example.com' }, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.type).toBe('RATE_LIMITED');
  });
});
