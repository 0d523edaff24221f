import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db.ts';
import { startEmbeddedPostgres } from '../platform/embedded-postgres.ts';
import { schema } from '../schema.ts';

/**
 * Migrates one template database per run; every test file then starts from a copy of it, made by
 * CREATE DATABASE … TEMPLATE. The server is TEST_DATABASE_URL's or, by default, one embedded
 * PostgreSQL started for the run (the shop's default engine) in a temporary directory.
 */
export default async function setup(project: TestProject) {
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stopEmbedded = async () => {};
  if (!adminUrl) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'propwash-test-pg-'));
    const server = await startEmbeddedPostgres(path.join(dir, 'postgres'), { durable: false });
    adminUrl = server.url;
    stopEmbedded = async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const template = `propwash_test_${runId}_template`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query(`create database "${template}"`);
    const database = await openDatabase(
      { engine: 'postgres', url: databaseUrl(adminUrl, template) },
      schema,
    );
    await database.migrate();
    await database.close();
  } catch (err) {
    await admin.end().catch(() => undefined);
    await stopEmbedded();
    throw err;
  }
  project.provide('pgAdminUrl', adminUrl);
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
    await stopEmbedded();
  };
}

/** The same server's URL with another database name (a socket URL keeps its ?host=). */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
    pgRunId: string;
  }
}
