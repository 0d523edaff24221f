import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../platform/db.ts';
import { schema } from '../schema.ts';
import { databaseUrl } from './global-setup.ts';

export type TestDatabase = Database;

/**
 * A fresh, migrated database for one test file: a copy of the run's template on the run's
 * server (the embedded PostgreSQL by default, TEST_DATABASE_URL's when set; test/global-setup.ts).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('pgAdminUrl');
  const name = `propwash_test_${inject('pgRunId')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}" template "${inject('pgTemplate')}"`);
  const database = await openDatabase(
    { engine: 'postgres', url: databaseUrl(adminUrl, name) },
    schema,
  );
  return {
    ...database,
    async close() {
      await database.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
