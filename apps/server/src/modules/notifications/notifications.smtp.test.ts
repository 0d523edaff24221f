import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * A local stand-in for a mail server: enough SMTP for nodemailer to hand over one message
 * (greeting, EHLO, MAIL, RCPT, DATA, QUIT), keeping what it was given.
 */
function fakeSmtp() {
  const received: string[] = [];
  const server: Server = createServer((socket) => {
    let inData = false;
    let message = '';
    let pending = '';
    socket.write('220 fake-smtp ready\r\n');
    socket.on('data', (chunk) => {
      pending += chunk.toString('utf8');
      let end: number;
      while ((end = pending.indexOf('\r\n')) >= 0) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(message);
            message = '';
            socket.write('250 queued\r\n');
          } else message += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake-smtp\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return { server, received };
}

let t: TestApp;
let smtp: ReturnType<typeof fakeSmtp>;
beforeAll(async () => {
  smtp = fakeSmtp();
  smtp.server.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as { port: number };
  t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await t.close();
  smtp.server.close();
});

describe('email through SMTP', () => {
  it('hands the email to the mail server and records it as sent', async () => {
    await t.services.notifications.sendEmail({
      to: 'rotor.pilot@example.com',
      subject: 'Your order is packed',
      text: 'Packed with extra foam',
      html: '<p>Packed with extra foam</p>',
      template: 'test',
    });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('Subject: Your order is packed');
    expect(smtp.received[0]).toContain('rotor.pilot@example.com');
    const admin = await t.loginAs(await t.makeUser({ role: 'admin' }));
    const res = await t.app.inject({ url: '/api/outbox?to=rotor.pilot', headers: admin });
    expect(res.json().data.emails[0]).toMatchObject({ status: 'sent' });
  });
});

describe("the owner's inbox through SMTP", () => {
  it('sends the newsletter welcome with List-Unsubscribe headers (one-click)', async () => {
    const before = smtp.received.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      remoteAddress: '10.77.0.1',
      payload: { email: 'glider@example.com' },
    });
    expect(res.statusCode).toBe(201);
    expect(smtp.received).toHaveLength(before + 1);
    const mail = smtp.received.at(-1)!.replace(/\n[ \t]+/g, ' ');
    expect(mail).toMatch(
      /List-Unsubscribe: <https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[\w-]+\.[\w-]+>/,
    );
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it("sends the owner's reply to the customer after it is stored", async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.77.0.2',
      payload: {
        name: 'Anil',
        email: 'anil@example.com',
        subject: 'Props',
        message: 'Any 10x4.5?',
      },
    });
    expect(sent.statusCode).toBe(201);
    const admin = await t.loginAs(await t.makeUser({ role: 'admin' }));
    const list = await t.app.inject({ url: '/api/contact/admin/all?search=anil@', headers: admin });
    const id = list.json().data.messages[0].id as string;
    const before = smtp.received.length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/contact/admin/${id}/reply`,
      headers: admin,
      payload: { message: 'Yes, twelve in stock.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('replied');
    expect(smtp.received).toHaveLength(before + 1);
    expect(smtp.received.at(-1)).toContain('Subject: Re: Props');
    expect(smtp.received.at(-1)).toContain('anil@example.com');
  });
});
