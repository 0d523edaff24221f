import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { attributeInputSchema, type AttributeInput } from '@propwash/domain/catalog/specs';
import type { Db } from '../platform/db.ts';
import { attributes, categoryAttributes } from '../modules/catalog/catalog.tables.ts';
import type { SeededCategory } from './categories.ts';

// The shop's default specifications are data: data/attributes.json, one entry per attribute with
// the category paths ('batteries-chargers', 'airplanes/electric') it belongs to, in the order the
// specifications table and the filters show them (docs/decisions/specifications.md).

/** Reads and checks data/attributes.json; a mistake names the entry and the field. */
export function loadAttributeData(): AttributeInput[] {
  const file = new URL('./data/attributes.json', import.meta.url);
  const parsed = z.array(attributeInputSchema).safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Seed data attributes.json: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
    );
  }
  const keys = parsed.data.map((a) => a.key);
  const twice = keys.find((k, i) => keys.indexOf(k) !== i);
  if (twice) throw new Error(`Seed data attributes.json: ${twice} is listed twice`);
  return parsed.data;
}

export const attributeData: AttributeInput[] = loadAttributeData();

/**
 * Inserts the attributes of data/attributes.json that are missing (by key) and assigns each new
 * one to its categories, placed in file order among that category's attributes. Attributes that
 * already exist are left exactly as the admin edited them (name, unit, choices and categories).
 * Answers the keys it created.
 */
export async function seedAttributes(
  db: Db,
  categories: Map<string, SeededCategory>,
): Promise<Set<string>> {
  // Checked before anything is written, so a mistyped path in the data fails the whole seed.
  for (const a of attributeData) {
    for (const path of a.categories) {
      if (!categories.has(path)) {
        throw new Error(`Seed data attributes.json: ${a.key} names an unknown category: ${path}`);
      }
    }
  }
  const inserted = await db
    .insert(attributes)
    .values(
      attributeData.map((a) => ({
        key: a.key,
        name: a.name,
        type: a.type,
        unit: a.unit,
        choices: a.choices,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: attributes.id, key: attributes.key });
  const idOf = new Map(inserted.map((r) => [r.key, r.id]));

  // Position: the attribute's place among the file's attributes of that category.
  const placed = new Map<string, number>();
  const links: Array<typeof categoryAttributes.$inferInsert> = [];
  for (const a of attributeData) {
    for (const path of a.categories) {
      const position = placed.get(path) ?? 0;
      placed.set(path, position + 1);
      const attributeId = idOf.get(a.key);
      if (attributeId) {
        links.push({ categoryId: categories.get(path)!.id, attributeId, position });
      }
    }
  }
  if (links.length > 0) await db.insert(categoryAttributes).values(links).onConflictDoNothing();
  return new Set(idOf.keys());
}
