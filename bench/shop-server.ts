// Starting the production shop for a benchmark, as `npm start` does: the node arguments of the
// root package.json's start script, a free port on 127.0.0.1 and a throw-away DATA_DIR on the
// embedded database, and waiting until it answers. Used by bench/memory.ts and bench/lighthouse.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The node arguments of `npm start` (root package.json), e.g. `node --flag scripts/start.mjs`. */
function startArgs(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const [node, ...args] = pkg.scripts.start.split(/\s+/);
  if (node !== 'node') throw new Error(`npm start is not a node command: ${pkg.scripts.start}`);
  return args;
}

/**
 * The node flags of `npm start` without its script (the heap limits), for benchmarks that run the
 * server from a script of their own, so its memory and GC work are what a shop would see.
 */
export function startNodeFlags(): string[] {
  return startArgs().filter((arg) => arg.startsWith('--'));
}

/** The shop's certificate when it serves HTTPS (`ca` for the bench's own requests). */
export type ShopServer = { child: ChildProcess; log: string[]; ca?: string };

/**
 * A certificate for 127.0.0.1, made now, and the shop's TLS variables pointing at it (written
 * into `dir`): the shop then serves HTTPS over HTTP/2, as a shop on the internet is served.
 */
export async function selfSignedTls(dir: string) {
  const { generate } = await import('selfsigned');
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const cert = path.join(dir, 'bench-cert.pem');
  const key = path.join(dir, 'bench-key.pem');
  writeFileSync(cert, pems.cert);
  writeFileSync(key, pems.private, { mode: 0o600 });
  return { ca: pems.cert, env: { TLS_CERT_FILE: cert, TLS_KEY_FILE: key } };
}

/** GET `url` (http or https, trusting `ca`): the status and the body as text. */
export function get(url: string, ca?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    client
      .get(url, { ca }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      })
      .on('error', reject);
  });
}

/**
 * The shop on `port` with its data in `dataDir`; its output is kept in `log`. `tls` (from
 * selfSignedTls) makes it serve HTTPS.
 */
export function startShop(
  base: string,
  port: number,
  dataDir: string,
  tls?: Awaited<ReturnType<typeof selfSignedTls>>,
): ShopServer {
  const log: string[] = [];
  const child = spawn(process.execPath, startArgs(), {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...tls?.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => log.push(String(d)));
  child.stderr!.on('data', (d) => log.push(String(d)));
  return { child, log, ca: tls?.ca };
}

/**
 * Milliseconds from now until GET `url` answers 2xx (polled every `everyMs`); throws with the
 * shop's last output if it exits or does not answer within `timeoutMs`.
 */
export async function untilAnswers(
  url: string,
  { child, log, ca }: ShopServer,
  opts: { timeoutMs: number; everyMs: number },
): Promise<number> {
  const t0 = performance.now();
  const deadline = Date.now() + opts.timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited (${child.exitCode}):\n${log.slice(-30).join('')}`);
    }
    try {
      const res = await get(url, ca);
      if (res.status >= 200 && res.status < 300) return performance.now() - t0;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, opts.everyMs));
  }
  throw new Error(
    `no answer from ${url} after ${opts.timeoutMs / 1000} s:\n${log.slice(-30).join('')}`,
  );
}
