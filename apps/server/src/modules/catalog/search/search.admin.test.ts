import { count, eq, like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../platform/db.ts';
import { useTestAppWithAdmin } from '../../../test/test-app.ts';
import { searchLog } from '../catalog.tables.ts';
import { createSearchLog } from './search.log.ts';

const session = useTestAppWithAdmin();

const VOCABULARY = '/api/admin/search/vocabulary';
const INSIGHTS = '/api/admin/search/insights';
const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  session.t.call(method, url, session.admin, payload);

type Group = { id: string; kind: 'synonyms' | 'ignore'; words: string[]; updatedAt: string };

async function addGroup(kind: Group['kind'], words: string[]): Promise<Group> {
  const res = await asAdmin('POST', VOCABULARY, { kind, words });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Group;
}

const listGroups = async () => {
  const res = await asAdmin('GET', VOCABULARY);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.groups as Group[];
};

describe('search vocabulary admin', () => {
  it('adds, lists, changes and deletes groups, audited, and search reads each change at once', async () => {
    const engine = session.t.services.catalog.vocabulary;
    expect(await engine.groups()).toEqual([]); // cached from here on

    const planes = await addGroup('synonyms', ['  Aeroplane ', 'airplane', 'PLANE', 'plane']);
    expect(planes).toMatchObject({ kind: 'synonyms', words: ['aeroplane', 'airplane', 'plane'] });
    const cars = await addGroup('synonyms', ['buggy', 'car']);
    const ignored = await addGroup('ignore', ['rc']);
    expect((await listGroups()).map((g) => g.id)).toEqual([ignored.id, planes.id, cars.id]);
    expect((await engine.groups()).map((g) => g.words[0])).toEqual(['rc', 'aeroplane', 'buggy']);

    const changed = await asAdmin('PUT', `${VOCABULARY}/${cars.id}`, {
      kind: 'synonyms',
      words: ['car', 'buggy', 'truggy'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.words).toEqual(['car', 'buggy', 'truggy']);
    expect((await engine.groups()).find((g) => g.id === cars.id)?.words).toContain('truggy');

    const gone = await asAdmin('DELETE', `${VOCABULARY}/${planes.id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await listGroups()).map((g) => g.id)).toEqual([ignored.id, cars.id]);
    expect((await engine.groups()).map((g) => g.id)).toEqual([ignored.id, cars.id]);

    const audit = await asAdmin('GET', `/api/audit?kind=search_vocabulary&recordId=${cars.id}`);
    const entries = audit.json().data.entries as { action: string; changes: object }[];
    expect(entries.map((e) => e.action).sort()).toEqual(['create', 'update']);
    expect(entries.find((e) => e.action === 'update')?.changes).toEqual({
      words: [
        ['buggy', 'car'],
        ['car', 'buggy', 'truggy'],
      ],
    });
    const deleted = await asAdmin('GET', `/api/audit?kind=search_vocabulary&recordId=${planes.id}`);
    expect(deleted.json().data.entries.map((e: { action: string }) => e.action)).toContain(
      'delete',
    );

    for (const g of await listGroups()) await asAdmin('DELETE', `${VOCABULARY}/${g.id}`);
  });

  it('refuses a word another group holds with 409 naming the word and that group', async () => {
    const helis = await addGroup('synonyms', ['helicopter', 'heli', 'chopper']);
    const res = await asAdmin('POST', VOCABULARY, {
      kind: 'synonyms',
      words: ['copter', 'Heli'],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      '"heli" is already in the group of "helicopter": a word belongs to one group',
    );

    // A group keeps its own words when it changes; another group may not take them.
    const other = await addGroup('synonyms', ['quad', 'quadcopter']);
    const own = await asAdmin('PUT', `${VOCABULARY}/${helis.id}`, {
      kind: 'synonyms',
      words: ['helicopter', 'heli'],
    });
    expect(own.statusCode, own.body).toBe(200);
    const taken = await asAdmin('PUT', `${VOCABULARY}/${other.id}`, {
      kind: 'synonyms',
      words: ['quad', 'helicopter'],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toContain('"helicopter" is already in the group of');

    const ignored = await addGroup('ignore', ['model']);
    const again = await asAdmin('POST', VOCABULARY, { kind: 'synonyms', words: ['model', 'kit'] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      '"model" is already an ignored word: a word belongs to one group',
    );

    for (const g of [helis, other, ignored]) await asAdmin('DELETE', `${VOCABULARY}/${g.id}`);
  });

  it.each([
    [{ kind: 'synonyms', words: ['lonely'] }, 'A synonym group needs at least two words'],
    [{ kind: 'synonyms', words: ['ok', '  '] }, 'Words cannot be empty'],
    [{ kind: 'stop', words: ['a'] }, 'kind must be synonyms or ignore'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await asAdmin('POST', VOCABULARY, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it('answers 404 for a group that does not exist', async () => {
    const body = { kind: 'ignore', words: ['rc'] };
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await asAdmin('PUT', `${VOCABULARY}/${id}`, body)).statusCode).toBe(404);
      expect((await asAdmin('DELETE', `${VOCABULARY}/${id}`)).statusCode).toBe(404);
    }
  });

  it('is for admins only: 401 for a visitor, 403 for a customer', async () => {
    const customer = await session.t.loginAs(await session.t.makeUser());
    const body = { kind: 'ignore', words: ['rc'] };
    for (const [method, url] of [
      ['GET', VOCABULARY],
      ['POST', VOCABULARY],
      ['GET', INSIGHTS],
    ] as const) {
      expect((await session.t.call(method, url, undefined, body)).statusCode).toBe(401);
      expect((await session.t.call(method, url, customer, body)).statusCode).toBe(403);
    }
    expect(await listGroups()).toEqual([]);
  });
});

describe('search insights', () => {
  const logged = (query: string, results: number, at: string) =>
    session.t.db.insert(searchLog).values({ query, results, createdAt: new Date(at) });

  it('counts the searches of a period in India days: top queries and those that found nothing', async () => {
    // 11 March 2024, India time: 00:30 to 23:59 IST.
    await logged('spektrum dx6', 12, '2024-03-10T19:00:00Z');
    await logged('spektrum dx6', 9, '2024-03-11T10:00:00Z');
    await logged('spektrum dx6', 0, '2024-03-11T08:00:00Z');
    await logged('lipo 3s', 30, '2024-03-11T12:00:00Z');
    await logged('hovercraft', 0, '2024-03-11T09:00:00Z');
    await logged('hovercraft', 0, '2024-03-11T11:00:00Z');
    await logged('gyro', 0, '2024-03-11T18:00:00Z');
    // Outside: 10 March 23:59 IST and 12 March 00:00 IST.
    await logged('hovercraft', 0, '2024-03-10T18:29:00Z');
    await logged('lipo 3s', 30, '2024-03-11T18:30:00Z');

    const res = await asAdmin('GET', `${INSIGHTS}?from=2024-03-11&to=2024-03-11`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      from: '2024-03-11',
      to: '2024-03-11',
      searches: 7,
      noResultRate: 57.1,
      top: [
        { query: 'spektrum dx6', searches: 3, results: 9 },
        { query: 'hovercraft', searches: 2, results: 0 },
        { query: 'gyro', searches: 1, results: 0 },
        { query: 'lipo 3s', searches: 1, results: 30 },
      ],
      noResults: [
        { query: 'hovercraft', searches: 2, lastAt: '2024-03-11T11:00:00.000Z' },
        { query: 'gyro', searches: 1, lastAt: '2024-03-11T18:00:00.000Z' },
        { query: 'spektrum dx6', searches: 1, lastAt: '2024-03-11T08:00:00.000Z' },
      ],
    });

    const limited = await asAdmin('GET', `${INSIGHTS}?from=2024-03-10&to=2024-03-12&limit=1`);
    expect(limited.json().data).toMatchObject({
      searches: 9,
      // Ties go by the query's alphabetical order.
      top: [{ query: 'hovercraft', searches: 3 }],
      noResults: [{ query: 'hovercraft', searches: 3 }],
    });

    const empty = await asAdmin('GET', `${INSIGHTS}?from=2023-01-01&to=2023-01-31`);
    expect(empty.json().data).toMatchObject({ searches: 0, noResultRate: 0, top: [] });
  });

  it('defaults to the last 30 days through today', async () => {
    const before = (await asAdmin('GET', INSIGHTS)).json().data;
    const now = Date.now();
    await logged('fresh search', 4, new Date(now - 60_000).toISOString());
    await logged('old search', 4, new Date(now - 40 * 86_400_000).toISOString());
    const after = (await asAdmin('GET', INSIGHTS)).json().data;
    expect(after.searches).toBe(before.searches + 1);
    expect(after.top.map((t: { query: string }) => t.query)).toContain('fresh search');
    expect(after.top.map((t: { query: string }) => t.query)).not.toContain('old search');
    const days = (Date.parse(after.to) - Date.parse(after.from)) / 86_400_000;
    expect(days).toBe(29);
  });

  it('refuses a period that ends before it starts, or a malformed date', async () => {
    const backwards = await asAdmin('GET', `${INSIGHTS}?from=2024-03-12&to=2024-03-11`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toBe('from must not be after to');
    expect((await asAdmin('GET', `${INSIGHTS}?from=11-03-2024`)).statusCode).toBe(400);
  });
});

describe('search log', () => {
  const rowsLike = async (prefix: string) =>
    session.t.db
      .select({ query: searchLog.query, results: searchLog.results })
      .from(searchLog)
      .where(like(searchLog.query, `${prefix}%`));
  const countOf = async (query: string) =>
    (
      await session.t.db.select({ n: count() }).from(searchLog).where(eq(searchLog.query, query))
    )[0]!.n;

  it('buffers searches, normalised, and writes them in one go on flush', async () => {
    const log = createSearchLog({ db: session.t.db, flushMs: 60_000 });
    log.record('  Buffered   HELI  ', 3);
    log.record('buffered heli', 0);
    log.record('   ', 5);
    log.record(`buffered ${'x'.repeat(200)}`, 1);
    expect(await rowsLike('buffered')).toEqual([]);
    await log.flush();
    const rows = await rowsLike('buffered');
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.query === 'buffered heli').map((r) => r.results)).toEqual(
      expect.arrayContaining([3, 0]),
    );
    expect(rows.find((r) => r.query.startsWith('buffered x'))?.query).toHaveLength(100);
  });

  it('writes by itself after its wait, or as soon as 200 searches are waiting', async () => {
    const soon = createSearchLog({ db: session.t.db, flushMs: 50 });
    soon.record('timed flush', 2);
    await vi.waitFor(async () => expect(await countOf('timed flush')).toBe(1), { timeout: 5_000 });

    const full = createSearchLog({ db: session.t.db, flushMs: 600_000 });
    for (let i = 0; i < 199; i += 1) full.record('full buffer', 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await countOf('full buffer')).toBe(0);
    full.record('full buffer', 1);
    await vi.waitFor(async () => expect(await countOf('full buffer')).toBe(200), {
      timeout: 5_000,
    });
  });

  it('writes what is buffered on close, and nothing after', async () => {
    const log = createSearchLog({ db: session.t.db, flushMs: 600_000 });
    log.record('closing search', 1);
    await log.close();
    log.record('after close', 1);
    await log.flush();
    expect(await countOf('closing search')).toBe(1);
    expect(await countOf('after close')).toBe(0);
  });

  it('never throws into the search: a failed write is a warning', async () => {
    const failing = {
      insert: () => ({ values: () => Promise.reject(new Error('database down')) }),
    } as unknown as Db;
    const warn = vi.fn();
    const log = createSearchLog({ db: failing, log: warn, flushMs: 600_000 });
    expect(() => log.record('lost search', 1)).not.toThrow();
    await expect(log.flush()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      'search log: 1 searches not recorded',
      expect.objectContaining({ message: 'database down' }),
    );
  });

  it('deletes searches older than 13 months', async () => {
    const month = 31 * 86_400_000;
    await session.t.db.insert(searchLog).values([
      { query: 'prune old', results: 1, createdAt: new Date(Date.now() - 14 * month) },
      { query: 'prune kept', results: 1, createdAt: new Date(Date.now() - 12 * month) },
    ]);
    const log = createSearchLog({ db: session.t.db });
    expect(await log.prune()).toBeGreaterThanOrEqual(1);
    expect(await countOf('prune old')).toBe(0);
    expect(await countOf('prune kept')).toBe(1);
  });
});
