import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../platform/db.ts';
import { earlierPgliteDir } from '../platform/earlier-pglite-data.ts';
import { schema } from '../schema.ts';
import { prepareScript, runScript } from './cli.ts';

/** Starts over: an empty database (and, on local storage, no uploads); the next start seeds it. */
runScript(async () => {
  const { config, release } = prepareScript('npm run db:reset');
  if (config.database.engine === 'embedded') {
    // A new cluster rather than emptied tables: this also mends one that no longer starts.
    rmSync(config.database.dir, { recursive: true, force: true });
    rmSync(earlierPgliteDir(config.dataDir), { recursive: true, force: true });
  }
  const database = await openDatabase(config.database, schema);
  try {
    if (database.engine === 'postgres') {
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`drop schema public cascade`);
      await database.db.execute(sql`create schema public`);
    }
    await database.migrate();
  } finally {
    await database.close();
  }
  if (config.storage.kind === 'local')
    rmSync(path.resolve(config.storage.dir), { recursive: true, force: true });
  release();
  console.log(
    'Database reset. Run `npm start` (or `npm run db:seed`) to seed the demo shop again.',
  );
});
