import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db.ts';
import { schema } from '../schema.ts';

/**
 * Migrates one template database per run; every test file then starts from a copy of it:
 * a dumped PGlite data directory, or (TEST_DATABASE_URL) a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = `propwash_test_${runId}_template`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${template}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ engine: 'postgres', url: url.toString() }, schema);
    await database.migrate();
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgRunId', runId);
    return async () => {
      // Drop every database this run made, the template last.
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`propwash_test_${runId}_%`],
      );
      for (const { datname } of rows.sort((a) => (a.datname === template ? 1 : -1))) {
        await admin.query(`drop database if exists "${datname}" with (force)`);
      }
      await admin.end();
    };
  }
  const database = await openDatabase({ engine: 'pglite', dir: 'memory://' }, schema);
  await database.migrate();
  const dump = await database.dump!();
  await database.close();
  const file = path.join(os.tmpdir(), `propwash-test-${runId}.tar.gz`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgRunId', runId);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    pgliteTemplate: string;
    pgRunId: string;
  }
}
