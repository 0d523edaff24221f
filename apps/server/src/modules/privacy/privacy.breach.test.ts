import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { indiaDay } from '@propwash/domain/india-time';
import { useTestAppWithAdmin } from '../../test/test-app.ts';
import { outboxEmails } from '../notifications/notifications.tables.ts';

// Telling customers of a personal data breach (docs/breach-runbook.md).
const session = useTestAppWithAdmin();

const MESSAGE = 'What happened: a test.\n\nWhat you should do: change your password.';
const notice = (audience: object, extra: object = {}) =>
  session.t.call('POST', '/api/privacy/admin/breach-notice', session.admin, {
    subject: 'A security incident',
    message: MESSAGE,
    audience,
    ...extra,
  });
const noticesTo = (to: string) =>
  session.t.db.$count(
    outboxEmails,
    and(eq(outboxEmails.to, to), eq(outboxEmails.template, 'breach-notice')),
  );

describe('breach notice', () => {
  it('counts every active customer on a dry run, never banned accounts or admins, and sends nothing', async () => {
    const { t } = session;
    const before = (await notice({ kind: 'all_customers' }, { dryRun: true })).json().data;
    expect(before.sent).toBe(false);
    const customer = await t.makeUser();
    await t.makeUser();
    const banned = await t.makeUser({ status: 'banned' });
    await t.makeUser({ role: 'admin' });
    const res = await notice({ kind: 'all_customers' }, { dryRun: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ recipients: before.recipients + 2, sent: false });
    expect(await noticesTo(customer.email)).toBe(0);
    expect(await noticesTo(banned.email)).toBe(0);
  });

  it('sends one email per address listed, skipping banned accounts, and records it in the audit log', async () => {
    const { t } = session;
    const customer = await t.makeUser();
    const banned = await t.makeUser({ status: 'banned' });
    const res = await notice({
      kind: 'emails',
      emails: [customer.email, customer.email.toUpperCase(), banned.email, 'guest@example.com'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ recipients: 2, sent: true });
    expect(await noticesTo(customer.email)).toBe(1);
    expect(await noticesTo('guest@example.com')).toBe(1);
    expect(await noticesTo(banned.email)).toBe(0);
    const [sent] = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, customer.email));
    expect(sent).toMatchObject({ subject: 'A security incident', text: MESSAGE });
    expect(sent!.html).toContain('<p>What happened: a test.</p>');

    const audit = await t.call('GET', '/api/audit?kind=breach_notice', session.admin);
    expect(audit.json().data.entries[0]).toMatchObject({
      kind: 'breach_notice',
      recordLabel: 'A security incident',
      action: 'create',
      changes: { recipients: [null, 2] },
    });
  });

  it('reaches the accounts that signed in during a period', async () => {
    const { t } = session;
    const signedIn = await t.makeUser();
    await t.loginAs(signedIn);
    const today = indiaDay();
    const res = await notice({ kind: 'signed_in_between', from: today, to: today });
    expect(res.json().data.recipients).toBeGreaterThanOrEqual(1);
    expect(await noticesTo(signedIn.email)).toBe(1);
    const past = await notice(
      { kind: 'signed_in_between', from: '2020-01-01', to: '2020-01-31' },
      { dryRun: true },
    );
    expect(past.json().data).toEqual({ recipients: 0, sent: false });
  });

  it('refuses a period that ends before it starts, an empty list, and non-admins', async () => {
    const { t } = session;
    const backwards = await notice({
      kind: 'signed_in_between',
      from: '2026-02-01',
      to: '2026-01-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect((await notice({ kind: 'emails', emails: [] })).statusCode).toBe(400);
    const customer = await t.loginAs(await t.makeUser());
    const res = await t.call('POST', '/api/privacy/admin/breach-notice', customer, {
      subject: 'x',
      message: MESSAGE,
      audience: { kind: 'all_customers' },
    });
    expect(res.statusCode).toBe(403);
  });
});
