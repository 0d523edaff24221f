// PostgreSQL's side of bench/checkout.ts, for the database postgres.ts made: its commit count,
// what its connections are doing, and the CPU time its backends use (read from /proc: the
// database server runs on this machine).
import { readFileSync } from 'node:fs';
import type pg from 'pg';

/**
 * Samples pg_stat_activity every 50 ms while the run lasts: how many of the server's connections
 * run (on CPU), wait for a lock, wait on WAL, or sit idle in a transaction waiting for Node. Each
 * sample costs the database about 0.5-1 ms of CPU and this process about 0.2-0.4 ms, CPU the
 * shop then does not have: at every 10 ms that was 3-4% of this 2-core machine.
 */
export function sampleBackends(admin: pg.Client, name: string) {
  const totals: Record<string, number> = {};
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const r = await admin.query<{ w: string; n: string }>(
        `select case when state = 'active' and wait_event_type is null then 'active (cpu)'
                     when state = 'active' then 'active, waiting ' || wait_event_type || ':' || wait_event
                     else state end as w, count(*)::text as n
           from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() group by 1`,
        [name],
      );
      samples += 1;
      for (const row of r.rows) totals[row.w] = (totals[row.w] ?? 0) + Number(row.n);
      await new Promise((done) => setTimeout(done, 50));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return Object.fromEntries(
        Object.entries(totals)
          .sort((a, b) => b[1] - a[1])
          .map(([w, n]) => [w, Math.round((n / samples) * 100) / 100]),
      );
    },
  };
}

export async function transactions(admin: pg.Client, name: string): Promise<number> {
  const r = await admin.query<{ n: string }>(
    'select xact_commit::text as n from pg_stat_database where datname = $1',
    [name],
  );
  return Number(r.rows[0]?.n ?? 0);
}

/**
 * CPU time (user + system, ms) used so far by the backends connected to the database `name`
 * (the server's pool). A backend that ended within the window is not counted: the pool keeps its
 * connections while the load lasts.
 */
export async function backendCpuMs(admin: pg.Client, name: string): Promise<Map<number, number>> {
  const r = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  const ticks = new Map<number, number>();
  for (const { pid } of r.rows) {
    try {
      // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS);
    } catch {
      // Ended since: not counted.
    }
  }
  return ticks;
}

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const CLOCK_TICKS = 100;

/** CPU ms the backends present at both readings used between them. */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? ms);
  return total;
}
