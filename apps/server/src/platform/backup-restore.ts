import { createReadStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { openDatabase, type Database, type Db } from './db.ts';
import { createStorage } from './storage.ts';
import {
  BackupError,
  codeMigrations,
  extractBackup,
  filesUnder,
  id,
  orderedTables,
  rawSqlOnly,
  rows,
  SECRET_FILES,
  writeBackup,
  type BackupManifest,
  type BackupSummary,
  defaultBackupFile,
} from './backup.ts';

/** Restoring a backup written by platform/backup.ts (docs/decisions/backups.md). */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Applies this code's migrations up to `level` (a journal `when`; all when left out) inside the
 * caller's transaction, as drizzle's migrator does (its own would commit on its own), so a
 * restore that fails later leaves no trace of them.
 */
async function migrateIn(tx: Tx, level = Infinity) {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (
          id serial primary key, hash text not null, created_at bigint)`,
  );
  const [last] = await rows<{ created_at: string | null }>(
    tx,
    sql`select max(created_at)::text as created_at from drizzle.__drizzle_migrations`,
  );
  const applied = last?.created_at ? Number(last.created_at) : -Infinity;
  for (const migration of codeMigrations()) {
    if (migration.folderMillis <= applied || migration.folderMillis > level) continue;
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at)
          values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

/**
 * Checks that the unpacked backup holds every table file its manifest lists, each complete (one
 * line per row, ending in a line break), and no other: before anything of the shop is touched.
 */
async function checkTableFiles(dir: string, manifest: BackupManifest, file: string) {
  const listed = new Set(manifest.tables.map((t) => `${t.name}.jsonl`));
  const held = await filesUnder(path.join(dir, 'database'));
  const extra = held.filter((name) => !listed.has(name));
  if (extra.length)
    throw new BackupError(
      `${file} holds table files its manifest does not list (${extra.join(', ')}): the backup is damaged`,
    );
  for (const table of manifest.tables) {
    const source = path.join(dir, 'database', `${table.name}.jsonl`);
    if (!existsSync(source)) {
      if (table.rows === 0) continue;
      throw new BackupError(
        `${file} has no file for table ${table.name} (${table.rows} rows listed): the backup is incomplete`,
      );
    }
    let lines = 0;
    let last = 0x0a;
    for await (const chunk of createReadStream(source) as AsyncIterable<Buffer>) {
      for (let i = chunk.indexOf(0x0a); i >= 0; i = chunk.indexOf(0x0a, i + 1)) lines += 1;
      if (chunk.length) last = chunk[chunk.length - 1]!;
    }
    if (lines !== table.rows || last !== 0x0a)
      throw new BackupError(
        `${file}: table ${table.name} lists ${table.rows} rows but its file holds ${lines}${last !== 0x0a ? ' and a cut-off one' : ''}: the backup is incomplete`,
      );
  }
}

const BATCH_ROWS = 1000;
const BATCH_BYTES = 4 * 1024 * 1024;

/**
 * Replaces the database with an extracted backup in one transaction
 * (docs/decisions/restore-all-or-nothing.md): drops the schema, migrates to the backup's level,
 * inserts every table, sets the sequences, then applies this code's newer migrations. Any failure
 * rolls all of it back, so the shop that was there stays as it was.
 */
async function restoreDatabase(database: Database, dir: string, manifest: BackupManifest) {
  const level = manifest.migrations.at(-1)!.createdAt;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`drop schema if exists drizzle cascade`);
    await tx.execute(sql`drop schema if exists public cascade`);
    await tx.execute(sql`create schema public`);
    await migrateIn(tx, level);
    const { names, selfReferencing } = await orderedTables(tx);
    const missing = manifest.tables.filter((t) => !names.includes(t.name));
    if (missing.length)
      throw new BackupError(
        `the backup holds table ${missing.map((t) => t.name).join(', ')}, which Propwash at the backup's migration level does not have: the backup is damaged`,
      );
    if (names.length) await tx.execute(sql`truncate ${sql.join(names.map(id), sql`, `)}`);
    for (const table of manifest.tables) {
      if (table.rows === 0) continue;
      const columns = await rows<{ name: string }>(
        tx,
        sql`select attname as name from pg_attribute
            where attrelid = ${`public.${JSON.stringify(table.name)}`}::regclass and attnum > 0
              and not attisdropped and attgenerated = '' order by attnum`,
      );
      const list = sql.join(
        columns.map((c) => id(c.name)),
        sql`, `,
      );
      // Foreign keys are checked at the end of each statement, so a table that references itself
      // goes in as one statement (parents and children in any order).
      const oneStatement = selfReferencing.has(table.name);
      let batch: string[] = [];
      let bytes = 0;
      const flush = async () => {
        if (batch.length === 0) return;
        await tx.execute(
          sql`insert into ${id(table.name)} (${list}) overriding system value
              select ${list} from json_populate_recordset(null::${id(table.name)}, ${`[${batch.join(',')}]`}::json)`,
        );
        batch = [];
        bytes = 0;
      };
      const lines = createInterface({
        input: createReadStream(path.join(dir, 'database', `${table.name}.jsonl`)),
        crlfDelay: Infinity,
      });
      for await (const line of lines) {
        if (!line) continue;
        batch.push(line);
        bytes += line.length;
        if (!oneStatement && (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES)) await flush();
      }
      await flush();
      const [counted] = await rows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from ${id(table.name)}`,
      );
      if (counted!.n !== table.rows)
        throw new BackupError(
          `${table.name}: the backup lists ${table.rows} rows but holds ${counted!.n}: the file is incomplete`,
        );
    }
    for (const s of manifest.sequences) {
      await tx.execute(
        sql`select setval(${`public.${JSON.stringify(s.name)}`}::regclass, ${s.lastValue}::bigint, ${s.isCalled})`,
      );
    }
    await migrateIn(tx);
  });
}

/** Tables holding at least one row (the database is empty when there are none). */
async function tablesWithRows(db: Db): Promise<string[]> {
  const { names } = await orderedTables(db);
  const held: string[] = [];
  for (const name of names) {
    const [row] = await rows<{ held: boolean }>(
      db,
      sql`select exists (select 1 from ${id(name)}) as held`,
    );
    if (row!.held) held.push(name);
  }
  return held;
}

/** Puts `replacement` where `target` was, then removes what was there; puts it back on failure. */
async function replaceDir(target: string, replacement: string) {
  const old = `${target}.replaced-${Date.now()}`;
  const had = existsSync(target);
  if (had) await rename(target, old);
  try {
    await rename(replacement, target);
  } catch (err) {
    if (had) await rename(old, target);
    throw err;
  }
  await rm(old, { recursive: true, force: true });
}

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};

/**
 * Brings a shop back from a backup file: into an empty database and uploads folder, or with
 * `force` replacing what is there (after writing a backup of it). Refuses while a server holds
 * DATA_DIR.
 */
export async function restoreShop(
  config: Config,
  file: string,
  opts: { force?: boolean; log?: (message: string) => void } = {},
): Promise<{ manifest: BackupManifest; safetyBackup: BackupSummary | null }> {
  const log = opts.log ?? (() => {});
  await mkdir(config.dataDir, { recursive: true });
  const release = lockDataDir(config.dataDir, 'npm run db:restore');
  const work = await mkdtemp(path.join(config.dataDir, '.propwash-restore-'));
  try {
    const manifest = await extractBackup(path.resolve(file), work);
    await checkTableFiles(work, manifest, file);
    const uploadsDir = config.storage.kind === 'local' ? config.storage.dir : null;

    // What is there now, and a backup of it before anything is replaced.
    const current = await openDatabase(config.database, rawSqlOnly);
    let safetyBackup: BackupSummary | null = null;
    try {
      const held = await tablesWithRows(current.db);
      const uploadsHeld = uploadsDir ? (await filesUnder(uploadsDir)).length : 0;
      if (held.length || uploadsHeld) {
        const where = current.engine === 'embedded' ? config.dataDir : 'the DATABASE_URL database';
        if (!opts.force)
          throw new BackupError(
            `${where} already holds a shop (${held.length} tables with rows, ${uploadsHeld} upload files). ` +
              'Restore into an empty DATA_DIR or database, or add --force to replace it (a backup of it is written first).',
          );
        const [others] = await rows<{ n: number }>(
          current.db,
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid()
                and backend_type = 'client backend'`,
        );
        if (others!.n > 0)
          throw new BackupError(
            `${others!.n} other connections use this database: stop every Propwash server on DATABASE_URL first.`,
          );
        safetyBackup = await writeBackup({
          database: current,
          uploadsDir,
          dataDir: config.dataDir,
          file: defaultBackupFile(config.dataDir, 'before-restore'),
        });
        log(`The shop that was there is saved in ${safetyBackup.file}`);
      }
      try {
        await restoreDatabase(current, work, manifest);
      } catch (err) {
        const why = err instanceof Error ? err.message : String(err);
        throw new BackupError(`The restore failed and was undone, the shop is as it was: ${why}`, {
          cause: err,
        });
      }
    } finally {
      await current.close();
    }

    const restoredUploads = path.join(work, 'uploads');
    if (uploadsDir) {
      if (!existsSync(restoredUploads)) await mkdir(restoredUploads);
      await replaceDir(uploadsDir, restoredUploads);
    } else if (existsSync(restoredUploads)) {
      const storage = createStorage(config.storage);
      const keys = await filesUnder(restoredUploads);
      for (const key of keys) {
        const type = contentTypes[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
        await storage.put(key, await readFile(path.join(restoredUploads, key)), type);
      }
      log(`Copied ${keys.length} upload files to ${storage.location}`);
    }
    if (manifest.uploads === 'in-s3')
      log('The backup holds no uploads (they were in S3): product images come from that bucket.');
    for (const name of SECRET_FILES) {
      const source = path.join(work, 'secrets', name);
      if (existsSync(source))
        await writeFile(path.join(config.dataDir, name), await readFile(source), { mode: 0o600 });
    }
    return { manifest, safetyBackup };
  } finally {
    await rm(work, { recursive: true, force: true });
    release();
  }
}
