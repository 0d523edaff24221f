import type { AttributeType, SpecFilter } from '@propwash/domain/catalog/specs';
import { formatSpecValue } from '@propwash/domain/catalog/spec-format';

// Specification filters in a listing URL (docs/decisions/specifications.md): one `spec=` per
// attribute, "cells:3,4" (any of the values) or "capacity:1500..2500" (a range, ends included,
// either one may be open). Read and written here without zod, so the filter panel can use them.

/** What a chip or a filter group needs to know of an attribute. */
export interface SpecLabel {
  key: string;
  name: string;
  unit: string;
  type: AttributeType;
}

const KEY = /^[a-z][a-z0-9_]*$/;
const NUMBER = /^-?\d+(?:\.\d+)?$/;
const RANGE = /^(-?\d+(?:\.\d+)?)?\.\.(-?\d+(?:\.\d+)?)?$/;
/** The phone and desktop forms' range boxes, folded into `spec=` before a URL is written. */
const RANGE_FIELD = /^spec-(min|max):([a-z][a-z0-9_]*)$/;

/** "cells:3,4" or "capacity:1500..2500" as a filter; null for anything else. */
export function readSpecToken(raw: string): SpecFilter | null {
  const at = raw.indexOf(':');
  const key = raw.slice(0, at).trim();
  const rest = raw.slice(at + 1).trim();
  if (at < 1 || !KEY.test(key) || rest === '') return null;
  const range = RANGE.exec(rest);
  if (range) {
    const min = range[1] === undefined ? null : Number(range[1]);
    const max = range[2] === undefined ? null : Number(range[2]);
    return min === null && max === null ? null : { key, kind: 'range', min, max };
  }
  const values = [
    ...new Set(
      rest
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
  return values.length === 0 ? null : { key, kind: 'values', values };
}

/** The URL form of a filter: values in a steady order, so one choice gives one URL. */
export function specToken(filter: SpecFilter): string {
  if (filter.kind === 'range') return `${filter.key}:${filter.min ?? ''}..${filter.max ?? ''}`;
  const values = [...filter.values].sort((a, b) =>
    a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }),
  );
  return `${filter.key}:${values.join(',')}`;
}

/**
 * One filter per attribute, in the order the attributes first appear: checkboxes send
 * `spec=cells:3&spec=cells:4` (one value each), range boxes `spec-min:capacity=1500` and
 * `spec-max:capacity=2500`. A range wins over values of the same attribute; a minimum above the
 * maximum is read the other way round. Unreadable ones are dropped.
 */
export function foldSpecFilters(params: URLSearchParams): SpecFilter[] {
  const byKey = new Map<string, SpecFilter>();
  const bounds = new Map<string, { min: number | null; max: number | null }>();
  for (const [name, raw] of params) {
    const field = RANGE_FIELD.exec(name);
    if (field) {
      const value = raw.trim();
      if (!NUMBER.test(value)) continue;
      const key = field[2]!;
      const range = bounds.get(key) ?? { min: null, max: null };
      range[field[1] as 'min' | 'max'] = Number(value);
      bounds.set(key, range);
      if (!byKey.has(key)) byKey.set(key, { key, kind: 'range', ...range });
      continue;
    }
    if (name !== 'spec') continue;
    const filter = readSpecToken(raw);
    if (!filter) continue;
    const seen = byKey.get(filter.key);
    if (filter.kind === 'values' && seen?.kind === 'values') {
      seen.values = [...new Set([...seen.values, ...filter.values])];
    } else if (!seen || filter.kind === 'range') {
      byKey.set(filter.key, filter);
    }
  }
  for (const [key, { min, max }] of bounds) {
    const ordered = min !== null && max !== null && min > max ? [max, min] : [min, max];
    byKey.set(key, { key, kind: 'range', min: ordered[0]!, max: ordered[1]! });
  }
  return [...byKey.values()];
}

/** The form's fields as a listing query: spec checkboxes and range boxes become `spec=` tokens. */
export function withSpecTokens(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  let written = false;
  for (const [name, value] of params) {
    if (name === 'spec' || RANGE_FIELD.test(name)) {
      if (!written) {
        for (const filter of foldSpecFilters(params)) out.append('spec', specToken(filter));
        written = true;
      }
    } else {
      out.append(name, value);
    }
  }
  return out;
}

/** A filter's value as the shop prints it: "3S", "XT60", "2200 mAh". */
export function specValueLabel(value: string, label: SpecLabel | undefined): string {
  if (!label) return value;
  return formatSpecValue(
    label.type === 'number' && NUMBER.test(value) ? Number(value) : value,
    label.unit,
  );
}

/** A range as the shop prints it: "1500–2500 mAh", "2–4S", "1500 mAh and above", "up to 4S". */
export function specRangeLabel(
  min: number | null,
  max: number | null,
  label: SpecLabel | undefined,
): string {
  const unit = label?.unit ?? '';
  if (min !== null && max !== null) {
    return min === max
      ? formatSpecValue(min, unit)
      : `${formatSpecValue(min, '')}–${formatSpecValue(max, unit)}`;
  }
  if (min !== null) return `${formatSpecValue(min, unit)} and above`;
  return `up to ${formatSpecValue(max ?? 0, unit)}`;
}
