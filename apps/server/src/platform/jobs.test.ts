import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { createJobQueue, type JobQueue } from './jobs.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const quiet = () => undefined;

async function until(check: () => boolean, ms = 15_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('stored jobs', () => {
  it('runs each job once across two instances polling the same queue', async () => {
    const seen: { instance: number; n: number }[] = [];
    const instances: JobQueue[] = [1, 2].map((instance) => {
      const q = createJobQueue({ db: database.db, log: quiet, pollSeconds: 0.5 });
      q.define<{ n: number }>('test.once', { retries: 0, delaySeconds: 1 }, async ({ n }) => {
        // Long enough that both instances are polling while jobs remain.
        await new Promise((r) => setTimeout(r, 5));
        seen.push({ instance, n });
      });
      return q;
    });
    try {
      for (let n = 0; n < 30; n++) await instances[0]!.send('test.once', { n });
      await Promise.all(instances.map((q) => q.start()));
      await until(() => seen.length >= 30);
      await new Promise((r) => setTimeout(r, 1200));
      expect(seen.map((s) => s.n).sort((a, b) => a - b)).toEqual([...Array(30).keys()]);
    } finally {
      await Promise.all(instances.map((q) => q.stop()));
    }
  });

  it('keeps a job sent in a transaction only if the transaction commits', async () => {
    const ran: string[] = [];
    const q = createJobQueue({ db: database.db, log: quiet });
    q.define<{ tag: string }>('test.in-tx', { retries: 0, delaySeconds: 1 }, async ({ tag }) => {
      ran.push(tag);
    });
    await database.db
      .transaction(async (tx) => {
        await q.send('test.in-tx', { tag: 'rolled back' }, { tx });
        throw new Error('undo');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await q.send('test.in-tx', { tag: 'committed' }, { tx });
    });
    expect(await q.drain('test.in-tx')).toBe(1);
    expect(ran).toEqual(['committed']);
    await q.stop();
  });

  it('retries a failing job after its delay, and a singleton key keeps one job waiting', async () => {
    let calls = 0;
    const q = createJobQueue({ db: database.db, log: quiet });
    q.define('test.flaky', { retries: 2, delaySeconds: 1, unique: 'short' }, async () => {
      calls++;
      if (calls === 1) throw new Error('provider down');
    });
    expect(await q.send('test.flaky', {}, { singletonKey: 'k' })).not.toBeNull();
    expect(await q.send('test.flaky', {}, { singletonKey: 'k' })).toBeNull();
    expect(await q.drain('test.flaky')).toBe(1);
    expect(calls).toBe(1);
    // Not due yet: the retry waits its delay.
    expect(await q.drain('test.flaky')).toBe(0);
    // The first retry waits 1-2 delays (pg-boss adds jitter to the backoff).
    await new Promise((r) => setTimeout(r, 2100));
    expect(await q.drain('test.flaky')).toBe(1);
    expect(calls).toBe(2);
    const states = await database.db.execute(
      sql`select state from pgboss.job where name = 'test.flaky'`,
    );
    expect((states as unknown as { rows: { state: string }[] }).rows).toEqual([
      { state: 'completed' },
    ]);
    await q.stop();
  });

  it('fails a throwing job of a batch alone, and completes the others', async () => {
    const ran: number[] = [];
    const q = createJobQueue({ db: database.db, log: quiet, pollSeconds: 0.5 });
    q.define<{ n: number }>('test.batch', { retries: 1, delaySeconds: 60 }, async ({ n }) => {
      if (n === 2) throw new Error('this one');
      ran.push(n);
    });
    try {
      for (const n of [1, 2, 3]) await q.send('test.batch', { n });
      await q.start();
      await until(() => ran.length === 2);
      await new Promise((r) => setTimeout(r, 300));
      const states = await database.db.execute(
        sql`select data->>'n' as n, state from pgboss.job where name = 'test.batch' order by n`,
      );
      expect((states as unknown as { rows: unknown[] }).rows).toEqual([
        { n: '1', state: 'completed' },
        { n: '2', state: 'retry' },
        { n: '3', state: 'completed' },
      ]);
    } finally {
      await q.stop();
    }
  });
});
