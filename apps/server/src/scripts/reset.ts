import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../platform/db.ts';
import { schema } from '../schema.ts';
import { openForScript, runScript } from './cli.ts';

/** Starts over: an empty database (and, on local storage, no uploads); the next start seeds it. */
runScript(async () => {
  const { config, database, release } = await openForScript('npm run db:reset');
  if (database.engine === 'postgres') {
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`drop schema public cascade`);
    await database.db.execute(sql`create schema public`);
    await database.migrate();
    await database.close();
  } else {
    await database.close();
    const dir = config.database.engine === 'pglite' ? config.database.dir : '';
    if (dir && dir !== 'memory://') rmSync(dir, { recursive: true, force: true });
    const fresh = await openDatabase(config.database, schema);
    await fresh.migrate();
    await fresh.close();
  }
  if (config.storage.kind === 'local')
    rmSync(path.resolve(config.storage.dir), { recursive: true, force: true });
  release();
  console.log(
    'Database reset. Run `npm start` (or `npm run db:seed`) to seed the demo shop again.',
  );
});
