import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PARTIAL_UPLOADS_DIR } from './storage.ts';

// What a crash or a full disk leaves half-written, swept when the server starts
// (docs/decisions/full-disk-and-leftovers.md). Every such file or folder carries a name only
// Propwash gives, and only those older than `LEFTOVER_AGE_MS` are removed, so a backup or an
// import another process is writing right now is left alone.

/** The temporary folder of an import's upload: `<tmp>/propwash-import-XXXXXX`. */
export const IMPORT_UPLOAD_PREFIX = 'propwash-import-';
/** Older than this, a leftover cannot belong to work still going on. */
export const LEFTOVER_AGE_MS = 60 * 60 * 1000;

type Place = { dir: string; matches: (name: string) => boolean };

/** The places Propwash writes half-finished files, each with the names it gives them. */
function places(opts: { dataDir: string; uploadsDir: string | null; tmpDir: string }): Place[] {
  const backups = path.join(opts.dataDir, 'backups');
  return [
    { dir: opts.tmpDir, matches: (n) => n.startsWith(IMPORT_UPLOAD_PREFIX) },
    // writeBackup's staging folder and its file before the rename (platform/backup.ts)
    {
      dir: backups,
      matches: (n) =>
        n.startsWith('.propwash-backup-') || /^propwash-.*\.tar\.gz\.partial$/.test(n),
    },
    // a restore's and a manifest check's unpacked backup (platform/backup-restore.ts)
    {
      dir: opts.dataDir,
      matches: (n) => n.startsWith('.propwash-restore-') || n.startsWith('.propwash-manifest-'),
    },
    ...(opts.uploadsDir
      ? [{ dir: path.join(opts.uploadsDir, PARTIAL_UPLOADS_DIR), matches: () => true }]
      : []),
  ];
}

/**
 * Removes Propwash's own half-written files and folders older than `LEFTOVER_AGE_MS`; returns
 * their paths. A place that does not exist is skipped; a file that cannot be removed is left.
 */
export async function sweepLeftovers(opts: {
  dataDir: string;
  uploadsDir: string | null;
  tmpDir?: string;
  now?: Date;
}): Promise<string[]> {
  const now = (opts.now ?? new Date()).getTime();
  const removed: string[] = [];
  for (const place of places({ ...opts, tmpDir: opts.tmpDir ?? tmpdir() })) {
    const names = await readdir(place.dir).catch(() => [] as string[]);
    for (const name of names) {
      if (!place.matches(name)) continue;
      const full = path.join(place.dir, name);
      const info = await stat(full).catch(() => null);
      if (!info || now - info.mtimeMs < LEFTOVER_AGE_MS) continue;
      try {
        await rm(full, { recursive: true, force: true });
        removed.push(full);
      } catch {
        // another user's folder in a shared /tmp, or already gone: not ours to force
      }
    }
  }
  return removed;
}
