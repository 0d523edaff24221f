import type { AuditChanges } from './schemas.ts';

/**
 * The before → after of two plain records, field by field (docs/decisions/audit-log.md):
 * only the fields that changed, bookkeeping timestamps left out, secrets masked.
 */

/** Bookkeeping columns that change on every write and say nothing about what the admin did. */
const NOISE = new Set(['updatedAt', 'updated_at', 'createdAt', 'created_at', 'version']);
/** A field that holds a secret: the entry says it changed, never its value. */
export const secretFieldPattern = /secret|password|passwd|token|api[-_]?key|private[-_]?key|hash/i;
export const MASKED = '(hidden)';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** Dates as ISO strings, undefined as null: what the jsonb column keeps. */
function plain(v: unknown): unknown {
  if (v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return v.map(plain);
  if (isPlainObject(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]));
  return v;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Masks secret fields of a value (top-level and nested), e.g. a created record's fields. */
export function maskSecrets(v: unknown, key = ''): unknown {
  if (key && secretFieldPattern.test(key)) return v === null || v === undefined ? null : MASKED;
  if (Array.isArray(v)) return v.map((x) => maskSecrets(x));
  if (isPlainObject(v))
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, maskSecrets(x, k)]));
  return v;
}

/**
 * `{ field: [before, after] }` for each top-level field whose value differs (compared deeply).
 * A field missing on one side counts as null; `only` limits the fields compared.
 */
export function diffRecords(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  opts: { only?: readonly string[]; skip?: readonly string[] } = {},
): AuditChanges {
  const b = before ?? {};
  const a = after ?? {};
  const keys = opts.only ?? [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const out: AuditChanges = {};
  for (const key of keys) {
    if (NOISE.has(key) || opts.skip?.includes(key)) continue;
    const from = plain(b[key]);
    const to = plain(a[key]);
    if (same(from, to)) continue;
    out[key] = secretFieldPattern.test(key)
      ? [from === null ? null : MASKED, to === null ? null : MASKED]
      : [maskSecrets(from), maskSecrets(to)];
  }
  return out;
}

/** Whether a diff holds anything (an edit that changed nothing is not logged). */
export const hasChanges = (changes: AuditChanges) => Object.keys(changes).length > 0;
