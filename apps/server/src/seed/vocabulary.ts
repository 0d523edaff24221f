import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { vocabularyInputSchema } from '@propwash/domain/catalog/search';
import { searchVocabulary } from '../modules/catalog/catalog.tables.ts';
import type { Tx } from '../platform/db.ts';

// The search vocabulary a new shop starts with (docs/decisions/search-engine.md):
// data/search-vocabulary.json, words an Indian RC shopper types for the same thing, and words
// that say nothing about a product. The owner edits it in the admin afterwards.

const fileSchema = z.strictObject({
  ignore: z.array(z.string()).min(1),
  synonyms: z.array(z.array(z.string()).min(2)),
});

/** The groups of the shipped vocabulary, checked as the admin's form checks them. */
export function loadVocabulary() {
  const file = fileSchema.parse(
    JSON.parse(readFileSync(new URL('./data/search-vocabulary.json', import.meta.url), 'utf8')),
  );
  return [
    vocabularyInputSchema.parse({ kind: 'ignore', words: file.ignore }),
    ...file.synonyms.map((words) => vocabularyInputSchema.parse({ kind: 'synonyms', words })),
  ];
}

/** Writes the shipped vocabulary into a shop that has none; an edited vocabulary is left alone. */
export async function seedVocabulary(tx: Tx): Promise<number> {
  const [existing] = await tx.select({ id: searchVocabulary.id }).from(searchVocabulary).limit(1);
  if (existing) return 0;
  const groups = loadVocabulary();
  await tx.insert(searchVocabulary).values(groups);
  return groups.length;
}
