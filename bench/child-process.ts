// The benchmarks' servers run as child processes; these start and stop them.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';

/** Stops a child with SIGTERM, SIGKILL after 15 s, and waits until it has exited. */
export async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(child.pid!, 'SIGTERM');
  const timer = setTimeout(
    () => child.exitCode === null && process.kill(child.pid!, 'SIGKILL'),
    15_000,
  );
  await exited;
  clearTimeout(timer);
}

/**
 * Runs `script --serve` under tsx with `env` added, and resolves with the JSON the child prints
 * on its `READY {...}` line (the benchmark's own server announcing its port).
 */
export function startBenchServer<Ready extends object>(
  script: string,
  env: Record<string, string>,
  /** Node's own flags, e.g. the heap limit `npm start` sets. */
  nodeArgs: string[] = [],
): Promise<Ready & { child: ChildProcess }> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script, '--serve'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) resolve({ child, ...(JSON.parse(line.slice(6)) as Ready) });
    });
    child.on('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
}

/**
 * The settings (loadConfig's input) a benchmark's server child runs with: the BENCH_DATA_DIR and
 * BENCH_DB_URL its parent hands it (the embedded database when there is no URL), a fresh JWT
 * secret and no logs.
 */
export function benchServerSettings(): Record<string, string> {
  return {
    DATA_DIR: process.env.BENCH_DATA_DIR!,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    ...(process.env.BENCH_DB_URL ? { DATABASE_URL: process.env.BENCH_DB_URL } : {}),
  };
}
