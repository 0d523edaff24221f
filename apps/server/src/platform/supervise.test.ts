import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error scripts/ is plain JavaScript without types
import { EXIT_CONFIG, supervise } from '../../../../scripts/supervise.mjs';

// `npm start`'s supervisor (scripts/supervise.mjs, docs/decisions/restart-on-crash.md), around a
// small HTTP server that answers with its own pid.
type Supervisor = {
  done: Promise<number>;
  stop: (signal?: string) => Promise<number>;
  pid: () => number | null;
};
let running: Supervisor | null = null;
afterEach(async () => {
  await running?.stop();
  running = null;
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const SERVER = `require('node:http').createServer((q, s) => s.end(String(process.pid)))
  .listen(Number(process.env.PORT), '127.0.0.1');
if (process.env.EXIT_WITH) process.exit(Number(process.env.EXIT_WITH));`;

function start(env: Record<string, string>) {
  const lines: string[] = [];
  running = supervise({
    command: process.execPath,
    args: ['-e', SERVER],
    env: { ...process.env, ...env },
    log: (line: string) => lines.push(line),
    firstDelayMs: 200,
    handleSignals: false,
  }) as Supervisor;
  return { supervisor: running, lines };
}

/** The pid that answers on `port`, once one does (polls; vitest's timeout bounds it). */
async function servingPid(port: number, not?: number): Promise<number> {
  for (;;) {
    try {
      const pid = Number(await (await fetch(`http://127.0.0.1:${port}/`)).text());
      if (pid !== not) return pid;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('npm start supervisor', () => {
  it('starts the server again after it is killed with SIGKILL', async () => {
    const port = await freePort();
    const { supervisor, lines } = start({ PORT: String(port) });
    const first = await servingPid(port);
    expect(first).toBe(supervisor.pid());
    process.kill(first, 'SIGKILL');
    const second = await servingPid(port, first);
    expect(second).not.toBe(first);
    expect(lines.join('\n')).toMatch(/The server stopped \(SIGKILL\); starting it again/);
    expect(await supervisor.stop('SIGTERM')).toBe(143);
  }, 20_000);

  it('does not restart a server refused for its configuration', async () => {
    const port = await freePort();
    const { supervisor, lines } = start({ PORT: String(port), EXIT_WITH: String(EXIT_CONFIG) });
    expect(await supervisor.done).toBe(EXIT_CONFIG);
    expect(lines).toEqual([]);
  }, 20_000);
});
