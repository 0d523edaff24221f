import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { webRoot } from '../platform/ssr.ts';

const typesDir = path.join(webRoot, '.react-router/types');
const lockDir = path.join(
  os.tmpdir(),
  `propwash-dev-ssr-${createHash('sha256').update(webRoot).digest('hex').slice(0, 12)}.lock`,
);
const STALE_MS = 120_000;

/**
 * Starts a Vite dev server (`start`) while no other test worker does. React Router's Vite plugin
 * deletes apps/web/.react-router/types and writes it again as a dev server starts, without
 * waiting; two test files starting one at once in parallel workers raced on that folder and one
 * failed with ENOENT. A lock folder (mkdir is atomic) held until the types are written again
 * makes the starts take turns; a lock left by a killed worker is taken over after two minutes.
 */
export async function oneDevServerStartAtATime<T>(start: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      await mkdir(lockDir);
      break;
    } catch {
      const since = await stat(lockDir).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (since > STALE_MS) await rm(lockDir, { recursive: true, force: true });
      else await sleep(100);
    }
  }
  try {
    const startedAt = Date.now();
    const started = await start();
    const until = Date.now() + 15_000;
    while (!typesWrittenSince(startedAt) && Date.now() < until) await sleep(50);
    // The route files are written with +future.ts, in one Promise.all: let it finish.
    await sleep(300);
    return started;
  } finally {
    await rm(lockDir, { recursive: true, force: true });
  }
}

/** Both files the plugin writes first exist, written by this start (not left by an earlier one). */
function typesWrittenSince(startedAt: number): boolean {
  return ['+future.ts', '+server-build.d.ts'].every((file) => {
    try {
      return statSync(path.join(typesDir, file)).mtimeMs >= startedAt - 1_000;
    } catch {
      return false;
    }
  });
}
