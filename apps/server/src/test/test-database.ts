import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../platform/db.ts';
import { schema } from '../schema.ts';

/** On PostgreSQL, `url` lets a test open a second connection (a second server instance). */
export type TestDatabase = Database & { url?: string };

/** A fresh, migrated database for one test file (PGlite by default, PostgreSQL when asked). */
export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `propwash_test_${inject('pgRunId')}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}" template "${inject('pgTemplate')}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ engine: 'postgres', url: url.toString() }, schema);
    return {
      ...database,
      url: url.toString(),
      async close() {
        await database.close();
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      },
    };
  }
  const tarball = await readFile(inject('pgliteTemplate'));
  return openDatabase(
    { engine: 'pglite', dir: 'memory://', loadDataDir: new Blob([tarball]) },
    schema,
  );
}
