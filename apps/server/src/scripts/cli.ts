import { mkdirSync } from 'node:fs';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { lockDataDir } from '../platform/data-dir-lock.ts';
import { openDatabase, type Database } from '../platform/db.ts';
import { refuseEarlierPgliteData } from '../platform/earlier-pglite-data.ts';
import { schema } from '../schema.ts';

/** Config, and DATA_DIR's lock when the database is the embedded one (it is this process's then). */
export function prepareScript(what: string): { config: Config; release: () => void } {
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
    config.database.engine === 'embedded' ? lockDataDir(config.dataDir, what) : () => {};
  return { config, release };
}

/** Shared start of the db:* scripts: config, the data-dir lock (embedded), an open database. */
export async function openForScript(
  what: string,
): Promise<{ config: Config; database: Database; release: () => void }> {
  const { config, release } = prepareScript(what);
  try {
    refuseEarlierPgliteData(config);
    const database = await openDatabase(config.database, schema);
    return { config, database, release };
  } catch (err) {
    release();
    throw err;
  }
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
