import { mkdirSync } from 'node:fs';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { lockDataDir } from '../platform/data-dir-lock.ts';
import { openDatabase, type Database } from '../platform/db.ts';
import { schema } from '../schema.ts';

/** Shared start of the db:* scripts: config, the data-dir lock (PGlite), an open database. */
export async function openForScript(
  what: string,
): Promise<{ config: Config; database: Database; release: () => void }> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const release =
    config.database.engine === 'pglite' ? lockDataDir(config.dataDir, what) : () => {};
  const database = await openDatabase(config.database, schema);
  return { config, database, release };
}

export function runScript(main: () => Promise<void>) {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
