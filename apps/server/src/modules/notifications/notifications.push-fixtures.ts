// A stand-in push service and a browser's side of Web Push, for notifications.push.test.ts:
// messages are checked the way a push service (VAPID) and a browser (aes128gcm) would.
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { expect } from 'vitest';

export const SUBJECT = 'mailto:push-test@propwash.test';

export type Received = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

/** A stand-in push service on 127.0.0.1: records each request; answers 201 unless told. */
export async function startPushService() {
  const received: Received[] = [];
  const answers = new Map<string, number>();
  const held = new Set<string>();
  const releases: (() => void)[] = [];
  const waiters: { path: string; count: number; resolve: () => void }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      for (const w of [...waiters]) {
        if (received.filter((r) => r.path === w.path).length >= w.count) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve();
        }
      }
      const answer = () => res.writeHead(answers.get(path) ?? 201).end();
      if (held.has(path)) releases.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    at: (path: string) => received.filter((r) => r.path === path),
    answer: (path: string, status: number) => answers.set(path, status),
    /** Requests to this path get no answer until release(). */
    hold: (path: string) => held.add(path),
    release: () => releases.splice(0).forEach((answer) => answer()),
    /** Resolves once this path has received `count` requests. */
    waitFor: (path: string, count = 1) =>
      new Promise<void>((resolve) => {
        if (received.filter((r) => r.path === path).length >= count) resolve();
        else waiters.push({ path, count, resolve });
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type PushServiceStub = Awaited<ReturnType<typeof startPushService>>;

/** A browser's side of a subscription: its own P-256 pair and auth secret. */
export function makeBrowserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: (endpoint: string) => ({
      endpoint,
      expirationTime: null,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: auth.toString('base64url'),
      },
    }),
  };
}

/** RFC 8291 / RFC 8188: what the browser does with an aes128gcm push body. */
export function decryptPush(body: Buffer, browser: { ecdh: ECDH; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  expect(idLength).toBe(65);
  expect(cipherText.length).toBeLessThanOrEqual(recordSize);
  const shared = browser.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    serverPublic,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 and optional zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

/** Checks the VAPID header (RFC 8292) as a push service does; returns the JWT claims. */
export async function verifyVapid(received: Received, publicKey: string, endpoint: string) {
  const header = String(received.headers.authorization);
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  expect(match, header).not.toBeNull();
  const [, token, k] = match!;
  expect(k).toBe(publicKey);
  expect(decodeProtectedHeader(token!).alg).toBe('ES256');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(token!, key, {
    algorithms: ['ES256'],
    audience: new URL(endpoint).origin,
  });
  expect(payload.sub).toBe(SUBJECT);
  expect(payload.exp! * 1000).toBeGreaterThan(Date.now());
  return payload;
}
