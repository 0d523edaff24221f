import { readFileSync, unwatchFile, watchFile, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { SecureContextOptions } from 'node:tls';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

// HTTPS served by the shop itself (docs/decisions/https-and-http2.md): the server options, a
// renewed certificate taken up without a restart, and plain HTTP answered with a redirect.

type Tls = NonNullable<Config['tls']>;

/**
 * With a certificate (TLS_CERT_FILE and TLS_KEY_FILE) the shop serves HTTPS over HTTP/2, and
 * over HTTP/1.1 for clients without it. One HTTP/2 connection carries the page, its stylesheet,
 * scripts and images at once, where HTTP/1.1 opens up to six and queues the rest. Node's HTTP/2
 * compatibility API gives the handlers the request and response methods the app uses, so the
 * instance keeps Fastify's HTTP/1 types. Connections are closed on shutdown as HTTP/2 sessions
 * (no idle-connection tracking there).
 */
export function tlsServerOptions(tls: Tls) {
  return {
    http2: true,
    https: { allowHTTP1: true, cert: tls.cert, key: tls.key },
    forceCloseConnections: true,
  } as unknown as Partial<FastifyServerOptions>;
}

/** How often the certificate files are looked at (a renewal is days ahead of expiry). */
const CERT_CHECK_MS = 60_000;

/**
 * Takes up a renewed certificate (certbot rewrites the files every two months or so) for new
 * connections, without a restart. A pair that does not load (a key that does not match, a file
 * half written) is logged and the current one kept; the next change tries again. Returns stop().
 */
export function watchCertificate(
  server: { setSecureContext(options: SecureContextOptions): void },
  tls: Pick<Tls, 'certFile' | 'keyFile'>,
  log: FastifyBaseLogger,
  everyMs = CERT_CHECK_MS,
) {
  const reload = async (current: Stats, previous: Stats) => {
    if (current.mtimeMs === previous.mtimeMs) return;
    try {
      const [cert, key] = await Promise.all([readFile(tls.certFile), readFile(tls.keyFile)]);
      server.setSecureContext({ cert, key });
      log.info({ certFile: tls.certFile }, 'tls: certificate reloaded');
    } catch (err) {
      log.error(
        { err, certFile: tls.certFile },
        'tls: the new certificate did not load; kept the old one',
      );
    }
  };
  const onChange = (current: Stats, previous: Stats) => void reload(current, previous);
  // Either file may be rewritten last.
  for (const file of [tls.certFile, tls.keyFile]) {
    watchFile(file, { interval: everyMs, persistent: false }, onChange);
  }
  return () => {
    for (const file of [tls.certFile, tls.keyFile]) unwatchFile(file, onChange);
  };
}

/** An ACME HTTP-01 token: base64url, as RFC 8555 defines it. */
const ACME_TOKEN = /^[A-Za-z0-9_-]{1,256}$/;
const ACME_PREFIX = '/.well-known/acme-challenge/';

/**
 * Plain HTTP on HTTP_REDIRECT_PORT (80, say): every request is sent to the same path on
 * PUBLIC_URL with a 301 (the request's Host header is not trusted), except Let's Encrypt's
 * HTTP-01 challenges, served from DATA_DIR/acme-challenge, so `certbot certonly --webroot -w
 * <that folder>` gets and renews a certificate while the shop runs.
 */
export async function startHttpRedirect(
  tls: Pick<Tls, 'acmeChallengeDir'> & { redirectPort: number },
  opts: { publicUrl: string; host: string; log: FastifyBaseLogger },
) {
  const challenges = path.join(tls.acmeChallengeDir, '.well-known', 'acme-challenge');
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith(ACME_PREFIX) && (req.method === 'GET' || req.method === 'HEAD')) {
      const token = url.slice(ACME_PREFIX.length);
      let body: Buffer | null = null;
      if (ACME_TOKEN.test(token)) {
        try {
          body = readFileSync(path.join(challenges, token));
        } catch {
          body = null;
        }
      }
      res.writeHead(body ? 200 : 404, { 'content-type': 'text/plain' });
      res.end(req.method === 'HEAD' ? undefined : (body ?? 'Not found'));
      return;
    }
    // Only a path goes into the address; anything else goes to the home page.
    const target = url.startsWith('/') && !url.startsWith('//') ? url : '/';
    res.writeHead(301, { location: `${opts.publicUrl}${target}`, 'content-length': '0' });
    res.end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(tls.redirectPort, opts.host, () => resolve());
  });
  opts.log.info({ port: (server.address() as AddressInfo).port }, 'http: redirecting to https');
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
