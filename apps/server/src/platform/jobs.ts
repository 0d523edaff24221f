import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from './db.ts';

/*
 * Stored jobs (docs/decisions/stored-jobs.md): work that must happen once, later (a WhatsApp send
 * and its retries, a back-in-stock alert, a checkout reminder) is a row in PostgreSQL, kept by
 * pg-boss in its own schema `pgboss`. A job is taken by one worker of one server instance
 * (SELECT … FOR UPDATE SKIP LOCKED inside pg-boss), survives a restart, and is retried with
 * backoff when its handler throws. pg-boss talks through our own pool (no second pool), and a job
 * sent with `tx` is written in the caller's transaction: it exists only if that commits.
 */

/** A queue's name: `<module>.<job>` (whatsapp.send, inventory.back-in-stock). */
export type JobName = `${string}.${string}`;

export type JobOptions = {
  /** Not before this moment (a reminder's hour). */
  startAfter?: Date;
  /** With the queue's `unique` policy: a second job with this key is dropped (send answers null). */
  singletonKey?: string;
  /** Written in this transaction: the job exists only if it commits. */
  tx?: Tx;
};

export type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;

/**
 * How a queue retries a throwing handler: `retries` times, from `delaySeconds` doubling (with up
 * to as much again at random). `unique`
 * is pg-boss's policy for a job's singletonKey: 'short' keeps one job per key waiting, 'stately'
 * one waiting and one running; without it ('standard') the key dedupes nothing.
 */
export type QueuePolicy = {
  retries: number;
  delaySeconds: number;
  expireSeconds?: number;
  unique?: 'short' | 'stately';
};

const SCHEMA = 'pgboss';
/** Jobs a worker takes at a time (all within the queue's expiry: a WhatsApp send is ≤ 15 s). */
const BATCH = 10;

/** pg-boss's way into PostgreSQL: a statement with $1… placeholders, run through drizzle. */
function executorOf(q: Db | Tx): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, i) =>
        // Odd parts are placeholder numbers; sql.param keeps an array one parameter.
        i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`,
      );
      const result = await q.execute(sql.join(chunks, sql.raw('')));
      return { rows: (result as unknown as { rows: unknown[] }).rows };
    },
  };
}

/**
 * Creates or upgrades pg-boss's schema: run with the migrations (platform/db.ts), under pg-boss's
 * own advisory lock, so two instances starting together install it once.
 */
export async function installJobSchema(db: Db): Promise<void> {
  const boss = new PgBoss({
    db: executorOf(db),
    schema: SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.stop({ graceful: false, close: false, wait: true });
}

/**
 * The job queue of one server instance. `define` names a queue's handler; `send` stores a job;
 * `start` (servers with background work) polls every defined queue; `drain` runs what is due now
 * in this process, for tests and for a server without background work.
 */
export function createJobQueue(deps: {
  db: Db;
  log: (msg: string, err?: unknown) => void;
  /** How often an idle worker looks for a due job (default 2 s). */
  pollSeconds?: number;
}) {
  const boss = new PgBoss({
    db: executorOf(deps.db),
    schema: SCHEMA,
    migrate: false,
    supervise: false,
    schedule: false,
  });
  boss.on('error', (err) => deps.log('job queue error', err));
  const handlers = new Map<JobName, { policy: QueuePolicy; run: JobHandler<unknown> }>();
  let opened: Promise<void> | null = null;
  let working = false;

  /**
   * pg-boss and every defined queue, once (createQueue does nothing for a queue that exists).
   * Two instances creating the same queues at once can deadlock in PostgreSQL: the loser tries
   * again; a failure leaves nothing cached, so the next call opens afresh.
   */
  function open(): Promise<void> {
    opened ??= (async () => {
      await boss.start();
      for (let attempt = 1; ; attempt++) {
        try {
          for (const [name, { policy }] of handlers) {
            await boss.createQueue(name, {
              name,
              policy: policy.unique ?? 'standard',
              retryLimit: policy.retries,
              retryDelay: policy.delaySeconds,
              retryBackoff: true,
              expireInSeconds: policy.expireSeconds ?? 300,
            });
          }
          return;
        } catch (err) {
          if ((err as { code?: string }).code !== '40P01' || attempt === 5) throw err;
          await new Promise((r) => setTimeout(r, 20 * attempt + Math.random() * 50));
        }
      }
    })().catch((err: unknown) => {
      opened = null;
      throw err;
    });
    return opened;
  }

  async function runOne(name: JobName, job: PgBoss.Job<unknown> & { retryCount?: number }) {
    const entry = handlers.get(name)!;
    await entry.run(job.data, { id: job.id, retryCount: job.retryCount ?? 0 });
  }

  return {
    define<T>(name: JobName, policy: QueuePolicy, run: JobHandler<T>): void {
      if (opened) throw new Error(`queue ${name} defined after the job queue opened`);
      handlers.set(name, { policy, run: run as JobHandler<unknown> });
    },

    /** Stores a job; answers its id, or null when a job with the same singletonKey waits. */
    async send(name: JobName, data: object, opts: JobOptions = {}): Promise<string | null> {
      if (!handlers.has(name)) throw new Error(`no handler for queue ${name}`);
      await open();
      return boss.send(name, data, {
        ...(opts.startAfter && { startAfter: opts.startAfter }),
        ...(opts.singletonKey && { singletonKey: opts.singletonKey }),
        ...(opts.tx && { db: executorOf(opts.tx) }),
      });
    },

    /** Polls every defined queue from now on, and keeps pg-boss's maintenance (expiry, archive). */
    async start(): Promise<void> {
      await open();
      working = true;
      for (const name of handlers.keys()) {
        // pg-boss waits its polling interval after every fetch: a worker takes a batch, runs its
        // jobs one by one (a throwing one fails alone, the rest complete), and after a full
        // batch looks again at once, so a queue of many jobs is not held to one a poll.
        let workerId = '';
        workerId = await boss.work(
          name,
          {
            pollingIntervalSeconds: deps.pollSeconds ?? 2,
            batchSize: BATCH,
            includeMetadata: true,
          },
          async (jobs) => {
            for (const job of jobs) {
              try {
                await runOne(name, job);
              } catch (err) {
                await boss.fail(name, job.id, { message: (err as Error).message });
              }
            }
            if (jobs.length === BATCH) boss.notifyWorker(workerId);
          },
        );
      }
    },

    /**
     * Runs the due jobs of `name` (every queue when omitted) here and now, until none is left;
     * answers how many ran. A throwing handler fails its job, which waits for its retry.
     */
    async drain(name?: JobName): Promise<number> {
      await open();
      let ran = 0;
      for (const queue of name ? [name] : [...handlers.keys()]) {
        for (;;) {
          const [job] = await boss.fetch<unknown>(queue, { batchSize: 1, includeMetadata: true });
          if (!job) break;
          ran++;
          try {
            await runOne(queue, job);
            await boss.complete(queue, job.id);
          } catch (err) {
            await boss.fail(queue, job.id, { message: (err as Error).message });
          }
        }
      }
      return ran;
    },

    /** Stops polling and waits for the jobs in hand (their rows go back to the queue if cut). */
    async stop(): Promise<void> {
      if (!opened) return;
      await opened.catch(() => undefined);
      await boss.stop({ graceful: working, close: false, wait: true, timeout: 10_000 });
    },
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;
