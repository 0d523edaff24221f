import { spawn, type ChildProcess } from 'node:child_process';
import { schema } from '../schema.ts';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  chmod,
  copyFile,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  rm,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { like, sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { orderVisitors } from '../modules/analytics/analytics.tables.ts';
import { outboxEmails } from '../modules/notifications/notifications.tables.ts';
import { multipartFiles, multipartPost } from '../test/multipart.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { restoreShop } from './backup-restore.ts';
import { writeBackup } from './backup.ts';
import { runDailyBackup } from './daily-backup.ts';
import { migrationsFolder, openDatabase, type Db } from './db.ts';
import { createLocalStorage } from './storage.ts';
import { readTarGz, writeTarGz } from './tar.ts';

let t: TestApp;
let work: string;
let orderNumber: string;
let customer: { email: string; password: string };
const createdDatabases: string[] = [];
const adminUrl = process.env.TEST_DATABASE_URL;

const png = (r: number) =>
  sharp({ create: { width: 240, height: 180, channels: 3, background: { r, g: 90, b: 40 } } })
    .png()
    .toBuffer();

beforeAll(async () => {
  t = await buildTestApp({ paymentMethods: true });
  work = await mkdtemp(path.join(os.tmpdir(), 'propwash-backup-'));
  // The shops' embedded databases run as the user 'postgres' when the tests run as root.
  await chmod(work, 0o711);
  const admin = await t.loginAs(await t.makeUser({ role: 'admin' }));
  const category = await t.makeCategory({ slug: 'gliders', name: 'Gliders' });
  await t.makeCategory({ slug: 'thermal', name: 'Thermal Gliders', parentId: category.id });

  const form = multipartFiles([
    { field: 'images', data: await png(10), type: 'image/png' },
    { field: 'images', data: await png(200), type: 'image/png' },
  ]);
  const upload = await t.app.inject(multipartPost('/api/upload/multiple', admin, form));
  expect(upload.statusCode, upload.body).toBe(200);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: admin,
    payload: {
      name: 'Quasarwing 900 Glider',
      category: category.id,
      price: 8_499,
      originalPrice: 9_999,
      stock: 9,
      description: 'A thermal glider with a 900 mm wing.',
      countryOfOrigin: 'India',
      images: upload.json().data.urls,
    },
  });
  expect(created.statusCode, created.body).toBe(201);

  customer = await t.makeUser();
  const headers = await t.loginAs(customer);
  const order = await t.orderWithCod(headers, {
    productId: created.json().data.id,
    quantity: 2,
  });
  expect(order.statusCode, order.body).toBe(201);
  orderNumber = order.json().data.order.orderNumber;
  // The order email and the order's visitor (for the conversion rate) are written after the
  // response: wait for both so the backup holds a settled shop.
  await vi.waitFor(async () => {
    const mail = await t.db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(like(outboxEmails.subject, `%${orderNumber}%`));
    expect(mail).toHaveLength(1);
    const visitor = await t.db.select({ id: orderVisitors.orderId }).from(orderVisitors);
    expect(visitor).toHaveLength(1);
  });
});

afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
  if (adminUrl && createdDatabases.length) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    for (const name of createdDatabases)
      await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
});

/** A fresh DATA_DIR: its own embedded database, or a fresh one on TEST_DATABASE_URL's server. */
async function emptyShop(): Promise<Config> {
  const dataDir = await mkdtemp(path.join(work, 'shop-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  if (adminUrl) {
    const name = `propwash_test_restore_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    createdDatabases.push(name);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  }
  return loadConfig(env);
}

/** Every row of every table, as PostgreSQL prints it, sorted. */
async function everyRow(db: Db): Promise<Record<string, string[]>> {
  const result = await db.execute(
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by 1`,
  );
  const tables: Record<string, string[]> = {};
  for (const { name } of (result as unknown as { rows: { name: string }[] }).rows) {
    const rows = await db.execute(
      sql`select row_to_json(r)::text as j from ${sql.identifier(name)} r`,
    );
    tables[name] = (rows as unknown as { rows: { j: string }[] }).rows.map((r) => r.j).sort();
  }
  return tables;
}

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

const backupOf = (file: string) =>
  writeBackup({
    database: t.database,
    uploadsDir: t.storage.location,
    dataDir: t.config.dataDir,
    file,
  });

let restored: Config;
let backupFile: string;

describe('backup and restore', () => {
  // Migrating and copying whole databases twice: slow on a busy 2-core machine.
  it(
    'brings every order, product, user and image back byte-identical into an empty shop',
    { timeout: 120_000 },
    async () => {
      backupFile = path.join(work, 'shop.tar.gz');
      const summary = await backupOf(backupFile);
      const images = await filesIn(t.storage.location);
      expect(images.length).toBeGreaterThanOrEqual(6);
      expect(summary.uploads).toBe(images.length);

      restored = await emptyShop();
      await restoreShop(restored, backupFile);

      const database = await openDatabase(restored.database, schema);
      try {
        const before = await everyRow(t.db);
        const after = await everyRow(database.db);
        expect(before.orders_order).toHaveLength(1);
        expect(before.catalog_product).toHaveLength(1);
        expect(before.accounts_user).toHaveLength(2);
        expect(before.catalog_category).toHaveLength(2);
        expect(after).toEqual(before);

        // The restored shop serves the customer their order and the images.
        const storage = createLocalStorage(path.join(restored.dataDir, 'uploads'));
        const { app } = await buildApp({ config: restored, database, storage, logger: false });
        const login = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: customer,
        });
        expect(login.statusCode, login.body).toBe(200);
        const mine = await app.inject({
          method: 'GET',
          url: '/api/orders',
          headers: { authorization: `Bearer ${login.json().data.token}` },
        });
        expect(mine.json().data.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([
          orderNumber,
        ]);
        await app.close();
      } finally {
        await database.close().catch(() => undefined);
      }
      expect(await filesIn(path.join(restored.dataDir, 'uploads'))).toEqual(images);
      for (const key of images) {
        const original = await readFile(path.join(t.storage.location, key));
        expect(
          original.equals(await readFile(path.join(restored.dataDir, 'uploads', key))),
          key,
        ).toBe(true);
      }
      // Push subscriptions stay valid: the generated VAPID keys come along.
      expect(await readFile(path.join(restored.dataDir, 'vapid-keys.json'), 'utf8')).toBe(
        await readFile(path.join(t.config.dataDir, 'vapid-keys.json'), 'utf8'),
      );
    },
  );

  // Migrating and copying whole databases twice: slow on a busy 2-core machine.
  it(
    'refuses a shop that is not empty, and with force saves it first, then replaces it',
    { timeout: 120_000 },
    async () => {
      await expect(restoreShop(restored, backupFile)).rejects.toThrow(/already holds a shop/);
      await writeFile(path.join(restored.dataDir, 'uploads', 'stray.webp'), 'not in the backup');

      const { safetyBackup } = await restoreShop(restored, backupFile, { force: true });
      expect(safetyBackup?.file).toMatch(
        /backups\/propwash-before-restore-\d{4}-\d{2}-\d{2}-\d{4}/,
      );
      expect(existsSync(safetyBackup!.file)).toBe(true);
      expect(existsSync(path.join(restored.dataDir, 'uploads', 'stray.webp'))).toBe(false);
      const database = await openDatabase(restored.database, schema);
      try {
        expect(await everyRow(database.db)).toEqual(await everyRow(t.db));
      } finally {
        await database.close();
      }
    },
  );

  it(
    'leaves the shop as it was when a backup has a cut-off table file or an unknown table',
    { timeout: 180_000 },
    async () => {
      const snapshot = async () => {
        const database = await openDatabase(restored.database, schema);
        try {
          return await everyRow(database.db);
        } finally {
          await database.close();
        }
      };
      const before = await snapshot();
      expect(before.catalog_product).toHaveLength(1);
      const uploads = await filesIn(path.join(restored.dataDir, 'uploads'));

      /** The good backup, unpacked, changed by `edit`, and packed again in the same order. */
      async function damaged(name: string, edit: (dir: string) => Promise<void>) {
        const dir = await mkdtemp(path.join(work, 'damaged-'));
        const names: string[] = [];
        await readTarGz(backupFile, (entry) => {
          names.push(entry);
          return path.join(dir, entry);
        });
        await edit(dir);
        const file = path.join(work, name);
        const files = await filesIn(dir);
        const order = [...names, ...files.filter((f) => !names.includes(f))];
        await writeTarGz(
          file,
          (async function* () {
            for (const entry of order)
              if (existsSync(path.join(dir, entry)))
                yield { name: entry, body: await readFile(path.join(dir, entry)) };
          })(),
        );
        return file;
      }

      const cut = await damaged('cut.tar.gz', async (dir) => {
        const table = path.join(dir, 'database', 'catalog_product.jsonl');
        const text = await readFile(table);
        await writeFile(table, text.subarray(0, Math.floor(text.length / 2)));
      });
      await expect(restoreShop(restored, cut, { force: true })).rejects.toThrow(
        'table catalog_product lists 1 rows but its file holds 0 and a cut-off one: the backup is incomplete',
      );
      expect(await snapshot()).toEqual(before);

      const unknown = await damaged('unknown.tar.gz', async (dir) => {
        const manifestFile = path.join(dir, 'propwash-backup.json');
        const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as {
          tables: { name: string; rows: number }[];
        };
        manifest.tables.push({ name: 'mystery_things', rows: 1 });
        await writeFile(manifestFile, JSON.stringify(manifest));
        await writeFile(path.join(dir, 'database', 'mystery_things.jsonl'), '{"id":1}\n');
      });
      await expect(restoreShop(restored, unknown, { force: true })).rejects.toThrow(
        "The restore failed and was undone, the shop is as it was: the backup holds table mystery_things, which Propwash at the backup's migration level does not have",
      );
      expect(await snapshot()).toEqual(before);
      expect(await filesIn(path.join(restored.dataDir, 'uploads'))).toEqual(uploads);
    },
  );

  it('refuses while a server holds the data directory', async () => {
    const target = await emptyShop();
    const lockModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data-dir-lock.ts');
    const server: ChildProcess = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import(${JSON.stringify(lockModule)}).then((m) => { m.lockDataDir(${JSON.stringify(target.dataDir)}, 'server'); console.log('locked'); setInterval(() => {}, 1000); });`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        server.stdout!.on('data', (d: Buffer) => d.toString().includes('locked') && resolve());
        server.on('exit', (code) => reject(new Error(`lock holder exited (${code})`)));
      });
      await expect(restoreShop(target, backupFile)).rejects.toThrow(
        new RegExp(`another Propwash process \\(pid ${server.pid}, server\\)`),
      );
    } finally {
      server.kill();
    }
    expect(existsSync(path.join(target.dataDir, 'postgres'))).toBe(false);
  });

  it('refuses a file that is not a Propwash backup', async () => {
    const target = await emptyShop();
    const text = path.join(work, 'notes.txt');
    await writeFile(text, 'shopping list');
    await expect(restoreShop(target, text)).rejects.toThrow(/is not a Propwash backup/);

    const otherTar = path.join(work, 'photos.tar.gz');
    await writeTarGz(
      otherTar,
      (async function* () {
        yield { name: 'photo.jpg', body: Buffer.from('jpeg') };
      })(),
    );
    await expect(restoreShop(target, otherTar)).rejects.toThrow(/is not a Propwash backup/);
    expect(existsSync(path.join(target.dataDir, 'postgres'))).toBe(false);
  });

  it('refuses a backup from a newer migration level than this code', async () => {
    const target = await emptyShop();
    const newer = path.join(work, 'newer.tar.gz');
    const manifest = {
      format: 'propwash-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      engine: 'pglite',
      migrations: [{ hash: 'f'.repeat(64), createdAt: Date.parse('2099-01-01') }],
      tables: [],
      sequences: [],
      uploads: 'included',
    };
    await writeTarGz(
      newer,
      (async function* () {
        yield { name: 'propwash-backup.json', body: Buffer.from(JSON.stringify(manifest)) };
      })(),
    );
    await expect(restoreShop(target, newer)).rejects.toThrow(/comes from a newer Propwash/);
  });
});

describe('a backup from an older Propwash', () => {
  // Migrating and copying whole databases twice: slow on a busy 2-core machine.
  it(
    'restores at its own migration level, then brings the database up to date',
    { timeout: 120_000 },
    async () => {
      // An embedded shop one migration behind this code, with one settings row.
      const folder = path.join(work, 'older-migrations');
      const journal = JSON.parse(
        await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
      ) as { entries: { tag: string; when: number }[] };
      const older = journal.entries.slice(0, -1);
      await mkdir(path.join(folder, 'meta'), { recursive: true });
      await writeFile(
        path.join(folder, 'meta', '_journal.json'),
        JSON.stringify({ ...journal, entries: older }),
      );
      for (const e of older)
        await copyFile(
          path.join(migrationsFolder, `${e.tag}.sql`),
          path.join(folder, `${e.tag}.sql`),
        );
      const source = await openDatabase((await emptyShop()).database, schema);
      const file = path.join(work, 'older.tar.gz');
      try {
        await migratePg(source.db as never, { migrationsFolder: folder });
        await source.db.execute(
          sql`insert into settings_section (section, value) values ('general', '{"storeName":"Old Shop"}')`,
        );
        await writeBackup({ database: source, uploadsDir: null, dataDir: work, file });
      } finally {
        await source.close();
      }

      const target = await emptyShop();
      const { manifest } = await restoreShop(target, file);
      expect(manifest.migrations.at(-1)!.createdAt).toBe(older.at(-1)!.when);
      const database = await openDatabase(target.database, schema);
      try {
        const levels = await database.db.execute(
          sql`select max(created_at)::text as level from drizzle.__drizzle_migrations`,
        );
        expect((levels as unknown as { rows: { level: string }[] }).rows[0]!.level).toBe(
          String(journal.entries.at(-1)!.when),
        );
        expect((await everyRow(database.db)).settings_section).toEqual([
          expect.stringContaining('"storeName": "Old Shop"'),
        ]);
      } finally {
        await database.close();
      }
    },
  );
});

describe('daily backup', () => {
  it('writes one backup per India day and keeps the newest N daily files', async () => {
    const deps = {
      database: t.database,
      storage: t.storage,
      dataDir: t.config.dataDir,
      keep: 2,
      log: { info: () => {}, error: () => {} },
    };
    // 20:00 UTC on 1 January is 01:30 on 2 January in India.
    const first = await runDailyBackup(deps, new Date('2026-01-01T20:00:00Z'));
    expect(path.basename(first!.file)).toBe('propwash-daily-2026-01-02-0130.tar.gz');
    expect(await runDailyBackup(deps, new Date('2026-01-02T10:00:00Z'))).toBeNull();
    const manual = await backupOf(path.join(t.config.dataDir, 'backups', 'propwash-manual.tar.gz'));
    await runDailyBackup(deps, new Date('2026-01-03T10:00:00Z'));
    await runDailyBackup(deps, new Date('2026-01-04T10:00:00Z'));
    expect((await readdir(path.join(t.config.dataDir, 'backups'))).sort()).toEqual([
      'propwash-daily-2026-01-03-1530.tar.gz',
      'propwash-daily-2026-01-04-1530.tar.gz',
      path.basename(manual.file),
    ]);
  });
});
