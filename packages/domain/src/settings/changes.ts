/** One field of a settings section that a save changed; `null` stands for "absent". */
export type SettingsFieldChange = { field: string; from: unknown; to: unknown };

/**
 * Field names that would hold a secret. Settings never store one (keys come from the
 * environment, and a test keeps it so); should one appear, the change log hides its values.
 */
export const secretFieldPattern = /secret|password|passwd|token|api[-_]?key|private[-_]?key/i;
export const HIDDEN_VALUE = '(hidden)';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const hasObjects = (v: unknown[]) => v.some((x) => typeof x === 'object' && x !== null);

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => sameValue(a[k], b[k]));
  }
  return false;
}

function leaf(field: string, from: unknown, to: unknown): SettingsFieldChange {
  const key = field.split('.').at(-1) ?? field;
  if (secretFieldPattern.test(key)) return { field, from: HIDDEN_VALUE, to: HIDDEN_VALUE };
  return { field, from: from ?? null, to: to ?? null };
}

/**
 * Field-level differences between two values of a settings section, as dotted paths
 * (`zones.2.chargePaise`). Objects and lists of objects are compared field by field, item by
 * item (an added or removed item is one change from or to null); a list of plain values
 * (`warehouses.0.regions`, `enabledMethods`) is compared as one value.
 */
export function diffSettings(before: unknown, after: unknown, path = ''): SettingsFieldChange[] {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((k) => diffSettings(before[k], after[k], at(k)));
  }
  if (Array.isArray(before) && Array.isArray(after) && (hasObjects(before) || hasObjects(after))) {
    const length = Math.max(before.length, after.length);
    return Array.from({ length }, (_, i) => diffSettings(before[i], after[i], at(i))).flat();
  }
  return sameValue(before, after) ? [] : [leaf(path, before, after)];
}
