// The benchmarks' servers run as child processes; these start and stop them.
import { spawn, type ChildProcess } from 'node:child_process';
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
