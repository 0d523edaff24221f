import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

/** Where Propwash kept its embedded database before it ran PostgreSQL itself (docs/decisions/embedded-postgresql.md). */
export const earlierPgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * A DATA_DIR that holds only a database of the earlier embedded engine (PGlite) must not start as
 * a new, empty shop: its data would seem lost. It moves over as a backup, which both engines read.
 */
export function refuseEarlierPgliteData(config: Config) {
  if (config.database.engine !== 'embedded') return;
  const earlier = earlierPgliteDir(config.dataDir);
  if (!existsSync(path.join(earlier, 'PG_VERSION'))) return;
  if (existsSync(path.join(config.database.dir, 'PG_VERSION'))) return;
  throw new Error(
    `${earlier} holds the shop's database in the format of an earlier Propwash (PGlite), which ` +
      'this version no longer opens. Move it over with a backup: run `npm run db:backup` with the ' +
      'earlier version, then `npm run db:restore -- FILE` with this one (the earlier directory can ' +
      'then be deleted). Or start over with `npm run db:reset`.',
  );
}
