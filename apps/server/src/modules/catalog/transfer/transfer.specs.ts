import { sql } from 'drizzle-orm';
import { MAX_SPEC_TEXT, type Specs, type SpecValue } from '@propwash/domain/catalog/specs';
import { specColumnHeader } from '@propwash/domain/catalog/import-columns';
import type { SpecHeader } from '@propwash/domain/catalog/import-header';
import { AppError } from '../../../platform/app-error.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import { products, productVariants } from '../catalog.tables.ts';
import { checkedSpecValues, type AttributeDef } from '../specs/specs.reads.ts';

// Specification columns of the bulk import and export (docs/decisions/specifications.md and
// packages/domain/src/catalog/import-columns.ts): `spec:<key>`, one per attribute, on product rows
// the product's values, on version rows the version's own.

/** A specification column of the file: its position and the attribute's key. */
export type SpecColumn = { at: number; key: string };

/** A row's specification cells by attribute key, as written (only the file's columns). */
export type SpecCells = Record<string, string>;

/**
 * The file's specification columns matched with the shop's attributes: by key (`spec:cells`) or
 * by name (`Spec: Capacity`, a unit in brackets after it taken too). An unknown or repeated one
 * is a 400 naming it, like any header problem.
 */
export function specColumnsOf(headers: SpecHeader[], defs: AttributeDef[]): SpecColumn[] {
  const unknown: string[] = [];
  const repeated: string[] = [];
  const seen = new Set<string>();
  const out: SpecColumn[] = [];
  for (const h of headers) {
    const ref = h.ref.toLowerCase();
    const bare = ref.replace(/\s*\([^)]*\)$/, '');
    const def =
      defs.find((d) => d.key === ref) ??
      defs.find((d) => d.name.toLowerCase() === ref) ??
      defs.find((d) => d.name.toLowerCase() === bare);
    if (!def) unknown.push(specColumnHeader(h.ref));
    else if (seen.has(def.key)) repeated.push(specColumnHeader(h.ref));
    else {
      seen.add(def.key);
      out.push({ at: h.at, key: def.key });
    }
  }
  if (unknown.length || repeated.length) {
    const parts = [
      ...(unknown.length
        ? [
            `the shop has no specification ${unknown.join(', ')} (its specifications: ${defs.map((d) => specColumnHeader(d.key)).join(', ') || 'none yet'})`,
          ]
        : []),
      ...(repeated.length ? [`repeated specification column: ${repeated.join(', ')}`] : []),
    ];
    throw new AppError(
      'VALIDATION_FAILED',
      `The header row does not fit the import template: ${parts.join('; ')}.`,
      { details: { unknown, repeated } },
    );
  }
  return out;
}

/** A row's cells of the specification columns. */
export function specCellsOf(columns: SpecColumn[], cells: string[]): SpecCells {
  return Object.fromEntries(columns.map((c) => [c.key, cells[c.at] ?? '']));
}

/**
 * Values after a row's specification cells: `base` with each blank cell's value removed and each
 * other cell checked (checkedSpecValues against the category's attributes; a number may carry
 * thousands commas or its unit, "2,200 mAh"). Problems come one per column, named `spec:<key>`.
 */
export function withSpecCells(
  base: Specs,
  cells: SpecCells,
  defs: AttributeDef[],
): { specs: Specs; errors: { column: string; message: string }[] } {
  const specs: Specs = { ...base };
  const errors: { column: string; message: string }[] = [];
  for (const [key, cell] of Object.entries(cells)) {
    const raw = cell.trim();
    if (raw === '') {
      delete specs[key];
      continue;
    }
    const def = defs.find((d) => d.key === key);
    let value: SpecValue = raw;
    if (def?.type === 'number') {
      const unit = def.unit.toLowerCase();
      let bare = raw.replace(/,/g, '');
      if (unit && bare.toLowerCase().endsWith(unit)) bare = bare.slice(0, -unit.length);
      value = bare.trim();
    }
    if (def && def.type !== 'number' && raw.length > MAX_SPEC_TEXT) {
      errors.push({
        column: specColumnHeader(key),
        message: `${def.name} must be at most ${MAX_SPEC_TEXT} characters`,
      });
      continue;
    }
    try {
      specs[key] = checkedSpecValues(defs, { [key]: value })[key]!;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      errors.push({ column: specColumnHeader(key), message: err.message });
    }
  }
  return { specs, errors };
}

/**
 * The attributes live products carry values of (their own or a version's), in the shop's order
 * (by name): the export's specification columns.
 */
export async function usedSpecDefs(q: Db | Tx, defs: AttributeDef[]): Promise<AttributeDef[]> {
  const result = await q.execute(sql`
    select distinct k.key from ${products} p, jsonb_object_keys(p.specs) k(key)
     where p.deleted_at is null
    union
    select distinct k.key from ${productVariants} v
      join ${products} p on p.id = v.product_id and p.deleted_at is null,
      jsonb_object_keys(v.specs) k(key)`);
  const used = new Set((result as unknown as { rows: { key: string }[] }).rows.map((r) => r.key));
  return defs.filter((d) => used.has(d.key));
}
