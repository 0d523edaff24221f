import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppWithAdmin, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let asAdmin: { authorization: string };
beforeAll(async () => {
  ({ t, admin: asAdmin } = await testAppWithAdmin());
  const mail = (to: string, subject: string) =>
    t.services.notifications.sendEmail({
      to,
      subject,
      text: subject,
      html: subject,
      template: 'test',
    });
  await mail('kite.flyer@example.com', 'First');
  await mail('Kite.Flyer@example.com', 'Second');
  await mail('heli_pilot@example.com', 'Third');
  await mail('helixpilot@example.com', 'Fourth');
});
afterAll(() => t.close());

const outbox = (query: string) =>
  t.app.inject({ url: `/api/outbox?${query}`, headers: asAdmin }).then((r) => r.json().data);

describe('admin outbox', () => {
  it('finds the emails to an address by part of it, in any case, newest first', async () => {
    const found = await outbox('to=KITE.flyer');
    expect(found.total).toBe(2);
    expect(found.emails.map((e: { subject: string }) => e.subject)).toEqual(['Second', 'First']);
  });

  it('takes % and _ in the search literally', async () => {
    const found = await outbox(`to=${encodeURIComponent('heli_')}`);
    expect(found.emails.map((e: { to: string }) => e.to)).toEqual(['heli_pilot@example.com']);
    expect((await outbox('to=%25')).total).toBe(0);
  });

  it('pages through every email without a search', async () => {
    const first = await outbox('limit=2&page=1');
    const second = await outbox('limit=2&page=2');
    expect(first.total).toBeGreaterThanOrEqual(4);
    expect(first.emails).toHaveLength(2);
    expect(second.emails[0].id).not.toBe(first.emails[1].id);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ url: '/api/outbox' })).statusCode).toBe(401);
    const customer = await t.loginAs(await t.makeUser());
    expect((await t.app.inject({ url: '/api/outbox', headers: customer })).statusCode).toBe(403);
  });
});
