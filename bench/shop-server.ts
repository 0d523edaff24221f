// Starting the production shop for a benchmark, as `npm start` does: the node arguments of the
// root package.json's start script, a free port on 127.0.0.1 and a throw-away DATA_DIR on the
// embedded database, and waiting until it answers. Used by bench/memory.ts and bench/lighthouse.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

export type ShopServer = { child: ChildProcess; log: string[] };

/** The shop on `port` with its data in `dataDir`; its output is kept in `log`. */
export function startShop(base: string, port: number, dataDir: string): ShopServer {
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => log.push(String(d)));
  child.stderr!.on('data', (d) => log.push(String(d)));
  return { child, log };
}

/**
 * Milliseconds from now until GET `url` answers 2xx (polled every `everyMs`); throws with the
 * shop's last output if it exits or does not answer within `timeoutMs`.
 */
export async function untilAnswers(
  url: string,
  { child, log }: ShopServer,
  opts: { timeoutMs: number; everyMs: number },
): Promise<number> {
  const t0 = performance.now();
  const deadline = Date.now() + opts.timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited (${child.exitCode}):\n${log.slice(-30).join('')}`);
    }
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return performance.now() - t0;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, opts.everyMs));
  }
  throw new Error(
    `no answer from ${url} after ${opts.timeoutMs / 1000} s:\n${log.slice(-30).join('')}`,
  );
}
