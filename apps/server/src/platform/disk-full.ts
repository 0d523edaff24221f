import { AppError } from './app-error.ts';

// A full disk (docs/decisions/full-disk-and-leftovers.md): every write that fails for lack of
// space answers 507 with this message, and the half-written file is removed.

export const DISK_FULL_MESSAGE =
  "The server's disk is full, so this was not saved. Free some space on the server, then try again.";

/**
 * True for an error caused by a full disk or an exhausted quota: ENOSPC or EDQUOT from Node's
 * file system, or PostgreSQL's disk_full (SQLSTATE 53100), directly or as an error's cause.
 */
export function isDiskFull(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    if (e.code === 'ENOSPC' || e.code === 'EDQUOT' || e.code === '53100') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** The 507 answer of a write the disk had no room for. */
export const diskFullError = () => new AppError('INSUFFICIENT_STORAGE', DISK_FULL_MESSAGE);

/** `err` as the 507 answer when the disk is full, otherwise unchanged. */
export const asDiskFull = (err: unknown): unknown => (isDiskFull(err) ? diskFullError() : err);
