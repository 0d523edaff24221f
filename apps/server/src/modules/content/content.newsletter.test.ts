import { describe, expect, it } from 'vitest';
import { useTestAppWithAdmin, type AuthHeaders } from '../../test/test-app.ts';
import { newsletterEmail } from './content.emails.ts';

// The owner's newsletter goes only to current email_offers grants, each email with its one-click
// unsubscribe (docs/decisions/privacy-and-consent.md).

const session = useTestAppWithAdmin();

let ipSeq = 0;
const freshIp = () => `10.8.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

const footerSignUp = (email: string) =>
  session.t.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    remoteAddress: freshIp(),
    payload: { email },
  });

const send = (payload: object, headers: AuthHeaders | undefined = session.admin) =>
  session.t.call('POST', '/api/newsletter/admin/send', headers, payload);

type OutboxEmail = { to: string; subject: string; text: string; html: string; template: string };

/** The newsletters with this subject in the outbox, by recipient. */
async function newslettersWith(subject: string): Promise<Map<string, OutboxEmail>> {
  const res = await session.t.call('GET', '/api/outbox?limit=100', session.admin);
  const emails = res.json().data.emails as OutboxEmail[];
  return new Map(
    emails
      .filter((e) => e.template === 'newsletter' && e.subject === subject)
      .map((e) => [e.to, e]),
  );
}

describe('sending a newsletter', () => {
  it('emails every subscribed address, each with its own unsubscribe link, and no one else', async () => {
    for (const email of ['glider@example.com', 'quad@example.com', 'gone@example.com']) {
      expect((await footerSignUp(email)).statusCode).toBe(201);
    }
    const goneLink = session.t.services.newsletter.unsubscribeUrl('gone@example.com');
    const left = await session.t.app.inject({
      method: 'POST',
      url: goneLink.slice(goneLink.indexOf('/api/')),
    });
    expect(left.statusCode).toBe(200);

    const res = await send({
      subject: 'New gliders are in',
      body: 'Three new gliders arrived.\n\nSee them <b>today</b>.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ sent: 2 });

    const sent = await newslettersWith('New gliders are in');
    expect([...sent.keys()].sort()).toEqual(['glider@example.com', 'quad@example.com']);
    const glider = sent.get('glider@example.com')!;
    expect(glider.text).toContain('Three new gliders arrived.');
    expect(glider.text).toContain(
      `Unsubscribe: ${session.t.services.newsletter.unsubscribeUrl('glider@example.com')}`,
    );
    expect(glider.html).toContain('See them &lt;b&gt;today&lt;/b&gt;.');
    expect(glider.html).toContain('Unsubscribe</a>');
    expect(sent.get('quad@example.com')!.text).not.toContain(
      session.t.services.newsletter.unsubscribeUrl('glider@example.com'),
    );
  });

  it('stops reaching an address withdrawn on the Privacy page or by the one-click link', async () => {
    const user = await session.t.makeUser({ email: 'account-offers@example.com' });
    const headers = await session.t.loginAs(user);
    const grant = await session.t.call('PUT', '/api/me/consents/email_offers', headers, {
      granted: true,
    });
    expect(grant.statusCode, grant.body).toBe(200);
    expect((await footerSignUp('clicker@example.com')).statusCode).toBe(201);

    expect((await send({ subject: 'Before', body: 'Hello.' })).statusCode).toBe(200);
    const before = await newslettersWith('Before');
    expect(before.has('account-offers@example.com')).toBe(true);
    expect(before.has('clicker@example.com')).toBe(true);

    const withdrawn = await session.t.call('PUT', '/api/me/consents/email_offers', headers, {
      granted: false,
    });
    expect(withdrawn.statusCode).toBe(200);
    const link = new URL(before.get('clicker@example.com')!.text.match(/Unsubscribe: (\S+)/)![1]!);
    const oneClick = await session.t.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
    });
    expect(oneClick.statusCode).toBe(200);

    expect((await send({ subject: 'After', body: 'Hello again.' })).statusCode).toBe(200);
    const after = await newslettersWith('After');
    expect(after.has('account-offers@example.com')).toBe(false);
    expect(after.has('clicker@example.com')).toBe(false);
    expect(after.has('glider@example.com')).toBe(true);
  });

  it('is recorded in the audit log', async () => {
    expect((await send({ subject: 'Audited issue', body: 'Hi.' })).statusCode).toBe(200);
    const res = await session.t.call('GET', '/api/audit?kind=newsletter', session.admin);
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json().data.entries as { recordLabel: string; action: string }[];
    expect(entries[0]).toMatchObject({ recordLabel: 'Audited issue', action: 'create' });
  });

  it('refuses an empty subject or message (400), visitors (401) and customers (403)', async () => {
    for (const payload of [
      { subject: '', body: 'Hi' },
      { subject: 'Hi', body: '   ' },
      { subject: 'Two\nlines', body: 'Hi' },
      { body: 'Hi' },
    ]) {
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.type).toBe('VALIDATION_FAILED');
    }
    const payload = { subject: 'Nope', body: 'Hi' };
    const visitor = await session.t.call('POST', '/api/newsletter/admin/send', undefined, payload);
    expect(visitor.statusCode).toBe(401);
    const customer = await session.t.loginAs(await session.t.makeUser());
    expect((await send(payload, customer)).statusCode).toBe(403);
    expect((await newslettersWith('Nope')).size).toBe(0);
  });
});

describe('a newsletter email', () => {
  it('carries the List-Unsubscribe headers with one-click POST (RFC 8058)', () => {
    const url = 'https://shop.example/api/newsletter/unsubscribe?token=abc.def';
    const email = newsletterEmail({
      to: 'a@example.com',
      storeName: 'Propwash',
      subject: 'Hello',
      body: 'Hi.',
      shopUrl: 'https://shop.example/',
      unsubscribeUrl: url,
    });
    expect(email.headers).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
