import { asc } from 'drizzle-orm';
import type { Category } from '@propwash/domain/catalog/schemas';
import {
  formatSpecValues,
  type Attribute,
  type SpecRow,
  type Specs,
  type SpecValue,
} from '@propwash/domain/catalog/specs';
import { AppError } from '../../../platform/app-error.ts';
import type { Cache } from '../../../platform/cache.ts';
import type { Db } from '../../../platform/db.ts';
import { attributes, categoryAttributes } from '../catalog.tables.ts';

// Specifications (docs/decisions/specifications.md): which attributes a category's products
// carry, the specifications table a product page shows, and the check of an admin's values.
// Attribute definitions are few (tens), so they are read whole and kept in the catalog cache.

/** An attribute with the categories (ids) it is assigned to, at their positions. */
export type AttributeDef = Omit<Attribute, 'categories'> & {
  categoryIds: { id: string; position: number }[];
};

export function createSpecReads(deps: {
  db: Db;
  cache: Cache;
  allCategories: () => Promise<Category[]>;
}) {
  const { db, cache, allCategories } = deps;

  /** Every attribute of the shop, with its category assignments (cached until a catalog write). */
  async function allAttributes(): Promise<AttributeDef[]> {
    return cache.get('catalog:attributes', async () => {
      const [defs, links] = await Promise.all([
        db.select().from(attributes).orderBy(asc(attributes.name)),
        db.select().from(categoryAttributes),
      ]);
      return defs.map((a) => ({
        id: a.id,
        key: a.key,
        name: a.name,
        type: a.type,
        unit: a.unit,
        choices: a.choices,
        categoryIds: links
          .filter((l) => l.attributeId === a.id)
          .map((l) => ({ id: l.categoryId, position: l.position })),
      }));
    });
  }

  /**
   * The attributes a category's products carry: its parent's first, then its own, each in
   * position order. An unknown category has none.
   */
  async function attributesFor(categoryId: string): Promise<AttributeDef[]> {
    const [defs, cats] = await Promise.all([allAttributes(), allCategories()]);
    const cat = cats.find((c) => c.id === categoryId);
    if (!cat) return [];
    const chain = cat.parentId ? [cat.parentId, cat.id] : [cat.id];
    const seen = new Set<string>();
    const out: AttributeDef[] = [];
    for (const id of chain) {
      const own = defs
        .map((d) => ({ d, link: d.categoryIds.find((c) => c.id === id) }))
        .filter((x) => x.link !== undefined)
        .sort((a, b) => a.link!.position - b.link!.position || a.d.name.localeCompare(b.d.name));
      for (const { d } of own) {
        if (seen.has(d.id)) continue;
        seen.add(d.id);
        out.push(d);
      }
    }
    return out;
  }

  /**
   * A product's specifications table: each attribute of its category with a value, the
   * product's own or, where versions carry their own, each active version's distinct values.
   */
  async function specRows(
    categoryId: string,
    productSpecs: Specs,
    variantSpecs: Specs[],
  ): Promise<SpecRow[]> {
    const defs = await attributesFor(categoryId);
    const rows: SpecRow[] = [];
    for (const d of defs) {
      const own = productSpecs[d.key];
      // A version without a value of its own has the product's: its value is one of the row's.
      const versionsOwn = variantSpecs.some((s) => s[d.key] !== undefined);
      const all = versionsOwn ? variantSpecs.map((s) => s[d.key] ?? own) : [own];
      const values = uniqueSorted(
        all.filter((v): v is SpecValue => v !== undefined),
        d,
      );
      if (values.length === 0) continue;
      rows.push({
        key: d.key,
        name: d.name,
        unit: d.unit,
        values,
        display: formatSpecValues(values, d.unit),
      });
    }
    return rows;
  }

  return { allAttributes, attributesFor, specRows };
}
export type SpecReads = ReturnType<typeof createSpecReads>;

/** Distinct values: numbers ascending, choices in the attribute's order, text as given. */
function uniqueSorted(values: SpecValue[], d: Pick<AttributeDef, 'type' | 'choices'>) {
  const distinct = [...new Map(values.map((v) => [String(v).toLowerCase(), v])).values()];
  if (d.type === 'number') return distinct.sort((a, b) => Number(a) - Number(b));
  if (d.type === 'choice') {
    // A value no longer among the choices (the owner removed it) goes last, not first.
    const at = (v: SpecValue) => {
      const i = d.choices.indexOf(String(v));
      return i < 0 ? d.choices.length : i;
    };
    return distinct.sort((a, b) => at(a) - at(b));
  }
  return distinct;
}

/**
 * Checks an admin's values against the category's attributes and answers them as stored: numbers
 * as numbers ("2200" is taken), a choice spelled as the attribute spells it ("xt60" → "XT60").
 * A key the category does not have, a number that is not one, or a choice not offered is a 400
 * naming the attribute.
 */
export function checkedSpecValues(defs: AttributeDef[], values: Specs, who = ''): Specs {
  const byKey = new Map(defs.map((d) => [d.key, d]));
  const out: Specs = {};
  const fail = (message: string) =>
    new AppError('VALIDATION_FAILED', who ? `${who}: ${message}` : message);
  for (const [key, raw] of Object.entries(values)) {
    const d = byKey.get(key);
    if (!d) {
      const known = defs.map((x) => x.key).join(', ') || 'none';
      throw fail(`${key} is not a specification of this category (it has: ${known})`);
    }
    if (d.type === 'number') {
      const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
      if (!Number.isFinite(n) || n < 0 || (typeof raw === 'string' && raw.trim() === '')) {
        throw fail(`${d.name} must be a number${d.unit ? ` (in ${d.unit})` : ''}`);
      }
      out[key] = n;
    } else if (d.type === 'choice') {
      const choice = d.choices.find((c) => c.toLowerCase() === String(raw).trim().toLowerCase());
      if (!choice) throw fail(`${d.name} must be one of: ${d.choices.join(', ')}`);
      out[key] = choice;
    } else {
      out[key] = String(raw).trim();
    }
  }
  return out;
}
