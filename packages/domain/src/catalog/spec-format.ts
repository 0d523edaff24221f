import type { SpecValue } from './specs.ts';

// How the shop prints specification values (docs/decisions/specifications.md), free of zod so
// storefront pages can print them without the schemas (returns/rules.ts does the same).

/** Units written straight after the number, with no space: 3S, 45C, 6CH. */
const TIGHT_UNITS = new Set(['s', 'c', 'ch', 'p']);

/** "2200 mAh", "3S", "1/10" (a value printed with its unit). */
export function formatSpecValue(value: SpecValue, unit: string): string {
  if (typeof value === 'string' || !unit) return String(value);
  const n = Number.isInteger(value) ? String(value) : String(Number(value.toFixed(3)));
  if (unit.toLowerCase() === 'kv') return `${n}KV`;
  return TIGHT_UNITS.has(unit.toLowerCase()) ? `${n}${unit}` : `${n} ${unit}`;
}

/** A row's display text: one value, or the versions' values joined ("2200 / 3300 / 5000 mAh"). */
export function formatSpecValues(values: SpecValue[], unit: string): string {
  if (values.length === 1) return formatSpecValue(values[0]!, unit);
  if (values.every((v) => typeof v === 'number') && unit && !TIGHT_UNITS.has(unit.toLowerCase())) {
    return `${values.join(' / ')} ${unit}`;
  }
  return values.map((v) => formatSpecValue(v, unit)).join(' / ');
}
