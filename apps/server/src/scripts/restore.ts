import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { restoreShop } from '../platform/backup-restore.ts';
import { runScript } from './cli.ts';

/** `npm run db:restore FILE [--force]`: brings a shop back from a backup. */
runScript(async () => {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((a) => a !== '--force');
  if (files.length !== 1) {
    throw new Error(
      'Usage: npm run db:restore -- FILE [--force]\n' +
        '  Restores into an empty DATA_DIR or DATABASE_URL database; --force replaces the shop there\n' +
        '  (a backup of it is written to DATA_DIR/backups first).',
    );
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) throw new Error(err.message);
    throw err;
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
  const { manifest } = await restoreShop(config, file, {
    force,
    log: (message) => console.log(message),
  });
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Restored ${rows} rows in ${manifest.tables.length} tables from ${file} ` +
      `(written ${manifest.createdAt} on ${manifest.engine}) into ${config.database.engine}.`,
  );
  console.log('Start the shop with `npm start`.');
});
