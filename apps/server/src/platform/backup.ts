import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, open, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { z } from 'zod';
import { indiaWallClock } from '@propwash/domain/india-time';
import { migrationsFolder, type Database, type Db, type Schema } from './db.ts';
import { isDiskFull } from './disk-full.ts';
import { PARTIAL_UPLOADS_DIR } from './storage.ts';
import { NotATarGzError, readTarGz, writeTarGz, type TarEntry } from './tar.ts';

/**
 * The backup reads and writes tables by name with plain SQL and never uses Drizzle's relational
 * queries, so it opens databases without the modules' schema (platform knows no module).
 */
export const rawSqlOnly = {} as Schema;

/**
 * Backups as one .tar.gz: a manifest, every table of the public schema as JSON lines (PostgreSQL's
 * own row_to_json text, read back by json_populate_recordset), the local uploads and the secrets
 * DATA_DIR generated. The same file restores into either engine (docs/decisions/backups.md).
 */

export const MANIFEST = 'propwash-backup.json';
/** Files DATA_DIR makes once that a restored shop needs (sessions, Web Push subscriptions). */
export const SECRET_FILES = ['jwt-secret', 'vapid-keys.json'];

/** A table's name is also a file name in the backup: plain SQL identifiers only. */
const tableName = z.string().regex(/^[a-z_][a-z0-9_]*$/);

const manifestSchema = z.object({
  format: z.literal('propwash-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  /** The engine that wrote it; 'pglite' was the embedded database before (docs/decisions/backups.md). */
  engine: z.enum(['pglite', 'embedded', 'postgres']),
  migrations: z.array(z.object({ hash: z.string(), createdAt: z.number() })).min(1),
  /** In the order they are restored: every table after the tables it references. */
  tables: z.array(z.object({ name: tableName, rows: z.number().int().min(0) })),
  sequences: z.array(z.object({ name: tableName, lastValue: z.string(), isCalled: z.boolean() })),
  uploads: z.enum(['included', 'in-s3']),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** A refusal or failure worded for the shop owner. */
export class BackupError extends Error {}

type Exec = Pick<Db, 'execute'>;
export async function rows<T>(db: Exec, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
export const id = (name: string) => sql.identifier(name);

/** Tables of the public schema, each after the tables it references; throws on a cycle. */
export async function orderedTables(
  db: Exec,
): Promise<{ names: string[]; selfReferencing: Set<string> }> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        order by c.relname`,
  );
  const edges = await rows<{ child: string; parent: string }>(
    db,
    sql`select src.relname as child, dst.relname as parent from pg_constraint k
        join pg_class src on src.oid = k.conrelid join pg_class dst on dst.oid = k.confrelid
        join pg_namespace n on n.oid = src.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const selfReferencing = new Set(edges.filter((e) => e.child === e.parent).map((e) => e.child));
  const waitingOn = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const e of edges) if (e.child !== e.parent) waitingOn.get(e.child)?.add(e.parent);
  const names: string[] = [];
  while (waitingOn.size > 0) {
    const ready = [...waitingOn].filter(([, parents]) => parents.size === 0).map(([n]) => n);
    if (ready.length === 0)
      throw new BackupError(
        `tables ${[...waitingOn.keys()].join(', ')} reference each other: the backup cannot order them`,
      );
    for (const name of ready) {
      names.push(name);
      waitingOn.delete(name);
      for (const parents of waitingOn.values()) parents.delete(name);
    }
  }
  return { names, selfReferencing };
}

/** One consistent snapshot of every table into `dir/<table>.jsonl`. */
async function dumpDatabase(db: Db, dir: string) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const applied = await rows<{ level: string | null }>(
      tx,
      sql`select to_regclass('drizzle.__drizzle_migrations')::text as level`,
    );
    if (!applied[0]?.level) throw new BackupError('the database has never been migrated');
    const migrations = (
      await rows<{ hash: string; created_at: string | number }>(
        tx,
        sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at`,
      )
    ).map((m) => ({ hash: m.hash, createdAt: Number(m.created_at) }));
    const tables: BackupManifest['tables'] = [];
    for (const name of (await orderedTables(tx)).names) {
      const out = await open(path.join(dir, `${name}.jsonl`), 'wx');
      let count = 0;
      try {
        await tx.execute(
          sql`declare propwash_dump no scroll cursor for
              select row_to_json(propwash_row)::text as r from ${id(name)} propwash_row`,
        );
        for (;;) {
          const batch = await rows<{ r: string }>(tx, sql`fetch 500 from propwash_dump`);
          if (batch.length === 0) break;
          await out.write(batch.map((b) => `${b.r}\n`).join(''));
          count += batch.length;
        }
        await tx.execute(sql`close propwash_dump`);
      } finally {
        await out.close();
      }
      tables.push({ name, rows: count });
    }
    const sequences: BackupManifest['sequences'] = [];
    const sequenceNames = await rows<{ name: string }>(
      tx,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
    );
    for (const { name } of sequenceNames) {
      const [value] = await rows<{ last_value: string; is_called: boolean }>(
        tx,
        sql`select last_value::text as last_value, is_called from ${id(name)}`,
      );
      sequences.push({ name, lastValue: value!.last_value, isCalled: value!.is_called });
    }
    return { migrations, tables, sequences };
  });
}

export async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((key) => !key.startsWith(`${PARTIAL_UPLOADS_DIR}/`))
    .sort();
}

export type BackupSummary = {
  file: string;
  bytes: number;
  tables: number;
  rows: number;
  /** Upload files in the backup; null when uploads live in S3 and are not in it. */
  uploads: number | null;
};

/**
 * Writes one backup file: the database, the local uploads (`uploadsDir`; null when they are in S3)
 * and DATA_DIR's generated secrets. The file appears under its name only once complete; on any
 * failure its partial file and staging folder are removed (what a crash leaves, the next start
 * sweeps: platform/leftovers.ts).
 */
export async function writeBackup(opts: {
  database: Database;
  uploadsDir: string | null;
  dataDir: string;
  file: string;
}): Promise<BackupSummary> {
  const file = path.resolve(opts.file);
  await mkdir(path.dirname(file), { recursive: true });
  if (existsSync(file)) throw new BackupError(`${file} already exists`);
  const staging = await mkdtemp(path.join(path.dirname(file), '.propwash-backup-'));
  const partial = `${file}.partial`;
  try {
    const dump = await dumpDatabase(opts.database.db, staging);
    const manifest: BackupManifest = {
      format: 'propwash-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      engine: opts.database.engine,
      ...dump,
      uploads: opts.uploadsDir ? 'included' : 'in-s3',
    };
    const uploads = opts.uploadsDir ? await filesUnder(opts.uploadsDir) : [];
    let uploadCount = 0;
    async function* entries(): AsyncGenerator<TarEntry> {
      yield { name: MANIFEST, body: Buffer.from(JSON.stringify(manifest, null, 2)) };
      for (const t of dump.tables) {
        const source = path.join(staging, `${t.name}.jsonl`);
        yield {
          name: `database/${t.name}.jsonl`,
          body: { file: source, size: (await stat(source)).size },
        };
      }
      for (const key of uploads) {
        // Read whole so a file the running shop replaces meanwhile is archived at one size.
        const body = await readFile(path.join(opts.uploadsDir!, key)).catch((err: unknown) => {
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
          throw err;
        });
        if (!body) continue;
        uploadCount += 1;
        yield { name: `uploads/${key}`, body };
      }
      for (const name of SECRET_FILES) {
        const source = path.join(opts.dataDir, name);
        if (existsSync(source)) yield { name: `secrets/${name}`, body: await readFile(source) };
      }
    }
    await writeTarGz(partial, entries());
    await rename(partial, file);
    return {
      file,
      bytes: (await stat(file)).size,
      tables: dump.tables.length,
      rows: dump.tables.reduce((sum, t) => sum + t.rows, 0),
      uploads: opts.uploadsDir ? uploadCount : null,
    };
  } catch (err) {
    if (isDiskFull(err))
      throw new BackupError(
        `The disk is full, so the backup ${file} was not written (nothing of it is left behind). Free some space, then try again.`,
        { cause: err },
      );
    throw err;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

/** `DATA_DIR/backups/propwash-[label-]YYYY-MM-DD-HHmm.tar.gz` in India time, not yet taken. */
export function defaultBackupFile(dataDir: string, label = '', now = new Date()): string {
  const stamp = indiaWallClock(now)
    .toISOString()
    .replace(/^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}).*$/, '$1-$2$3');
  const base = path.join(dataDir, 'backups', `propwash-${label ? `${label}-` : ''}${stamp}`);
  let file = `${base}.tar.gz`;
  for (let n = 2; existsSync(file); n += 1) file = `${base}-${n}.tar.gz`;
  return file;
}

/** The code's migrations, oldest first (drizzle's created_at is the journal's `when`). */
export const codeMigrations = () => readMigrationFiles({ migrationsFolder });

export function checkLevel(manifest: BackupManifest, file: string) {
  const code = codeMigrations();
  const last = manifest.migrations.at(-1)!;
  const match = code.find((m) => m.folderMillis === last.createdAt);
  if (!match || match.hash !== last.hash) {
    throw new BackupError(
      last.createdAt > code.at(-1)!.folderMillis
        ? `${file} comes from a newer Propwash (database migration of ${new Date(last.createdAt).toISOString()}, ` +
            `this code's newest is ${new Date(code.at(-1)!.folderMillis).toISOString()}): update Propwash, then restore.`
        : `${file} comes from a Propwash whose database migrations this code does not know: restore it with the version that wrote it.`,
    );
  }
}

async function loadManifest(dir: string, file: string): Promise<BackupManifest> {
  let parsed;
  try {
    parsed = manifestSchema.safeParse(JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')));
  } catch {
    parsed = null;
  }
  if (!parsed?.success)
    throw new BackupError(`${file} is not a Propwash backup (no valid manifest)`);
  checkLevel(parsed.data, file);
  return parsed.data;
}

/** Unpacks a backup into `dir`, refusing a file that is not one or is from a newer migration level. */
export async function extractBackup(file: string, dir: string): Promise<BackupManifest> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  let manifest: BackupManifest | null = null;
  let first = true;
  try {
    await readTarGz(file, async (name) => {
      if (first) {
        first = false;
        if (name !== MANIFEST) throw new BackupError(`${file} is not a Propwash backup`);
        return path.join(dir, name);
      }
      manifest ??= await loadManifest(dir, file);
      if (!/^(database|uploads|secrets)\//.test(name))
        throw new BackupError(`${file}: unexpected entry ${name}`);
      return path.join(dir, name);
    });
  } catch (err) {
    if (err instanceof NotATarGzError)
      throw new BackupError(`${file} is not a Propwash backup (${err.message})`);
    throw err;
  }
  return manifest ?? (await loadManifest(dir, file));
}

/** Reads and checks a backup's manifest without restoring anything. */
export async function readBackupManifest(file: string, workDir: string): Promise<BackupManifest> {
  const dir = await mkdtemp(path.join(workDir, '.propwash-manifest-'));
  try {
    return await extractBackup(path.resolve(file), dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
