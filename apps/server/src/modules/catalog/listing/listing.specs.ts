import { sql, type SQL } from 'drizzle-orm';
import type { SpecFilter } from '@propwash/domain/catalog/specs';
import { AppError } from '../../../platform/app-error.ts';
import type { AttributeDef } from '../specs/specs.reads.ts';

// Specification filters of a listing (docs/decisions/specifications.md): `spec=cells:3,4`,
// `spec=capacity:1500..2500`. A product matches an attribute's filter when its own values match,
// or when one of its active variants has a matching value of its own (a variant's values are
// over the product's, so a variant without the key has the product's value, already tested).

/** One attribute's filter as SQL over catalog_product, named by the attribute's key. */
export type SpecCondition = { key: string; condition: SQL };

/**
 * One condition per attribute key: several filters of one key (`spec=cells:3&spec=cells:4`) mean
 * any of them; different keys all of them (the caller ANDs the conditions). An unknown key, a
 * range of a non-number attribute or a word for a number is a 400 naming the attribute.
 */
export function specFilterConditions(filters: SpecFilter[], defs: AttributeDef[]): SpecCondition[] {
  const byKey = new Map(defs.map((d) => [d.key, d]));
  const grouped = new Map<string, SpecFilter[]>();
  for (const f of filters) {
    if (!byKey.has(f.key)) {
      throw new AppError(
        'VALIDATION_FAILED',
        `spec: "${f.key}" is not a specification of this shop`,
      );
    }
    grouped.set(f.key, [...(grouped.get(f.key) ?? []), f]);
  }
  return [...grouped].map(([key, group]) => {
    const d = byKey.get(key)!;
    const match = (specs: SQL) => or(group.map((f) => filterMatch(d, f, specs)));
    return {
      key,
      // Both halves are plain scans of one table each, so the product half can use the GIN
      // index catalog_product_specs_idx for values (containment) and the set is hashed once.
      condition: sql`catalog_product.id in (
        select p.id from catalog_product p where ${match(sql`p.specs`)}
        union all
        select v.product_id from catalog_variant v where v.is_active and ${match(sql`v.specs`)})`,
    };
  });
}

const or = (parts: SQL[]): SQL =>
  parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` or `)})`;

/** Does the jsonb object `specs` hold a value of `d` that `f` asks for? */
function filterMatch(d: AttributeDef, f: SpecFilter, specs: SQL): SQL {
  if (f.kind === 'range') {
    if (d.type !== 'number') {
      throw new AppError(
        'VALIDATION_FAILED',
        `spec: ${d.name} (${d.key}) is not a number, so it takes values (${d.key}:value), not a range`,
      );
    }
    // A jsonpath comparison is false, not an error, for a value that is not a number.
    const tests = [
      ...(f.min === null ? [] : ['@ >= $min']),
      ...(f.max === null ? [] : ['@ <= $max']),
    ];
    const path = `$."${d.key}" ? (${tests.join(' && ')})`;
    const vars = JSON.stringify({ min: f.min, max: f.max });
    return sql`jsonb_path_exists(${specs}, ${path}::jsonpath, ${vars}::jsonb)`;
  }
  if (d.type === 'number') {
    // Numbers by value (containment compares jsonb numbers numerically: 3 matches 3.0).
    return or(f.values.map((v) => contains(specs, d.key, numberOf(d, v))));
  }
  const known: string[] = [];
  const other: string[] = [];
  for (const v of f.values) {
    const choice = d.choices.find((c) => c.toLowerCase() === v.toLowerCase());
    if (choice !== undefined) known.push(choice);
    else other.push(v.toLowerCase());
  }
  // Choices are stored as the attribute spells them (specs.reads.ts checkedSpecValues), so a
  // choice is one indexed containment; free text (and a choice since renamed) is compared
  // without case.
  const parts = known.map((c) => contains(specs, d.key, c));
  if (other.length > 0) {
    parts.push(
      sql`lower(${specs} ->> ${d.key}) in (${sql.join(
        other.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    );
  }
  return or(parts);
}

const contains = (specs: SQL, key: string, value: number | string): SQL =>
  sql`${specs} @> ${JSON.stringify({ [key]: value })}::jsonb`;

/** "3", "2200", "2200mAh" or "3S" as a number attribute's value (its unit may follow). */
function numberOf(d: AttributeDef, raw: string): number {
  const m = /^(-?\d+(?:\.\d+)?)\s*([^\d\s].*)?$/.exec(raw.trim());
  const unitOk = m && (m[2] === undefined || m[2].toLowerCase() === d.unit.toLowerCase());
  if (!m || !unitOk) {
    throw new AppError(
      'VALIDATION_FAILED',
      `spec: ${d.name} (${d.key}) is a number${d.unit ? ` in ${d.unit}` : ''}: "${raw}" is not one (e.g. ${d.key}:3 or ${d.key}:2..4)`,
    );
  }
  return Number(m[1]);
}
