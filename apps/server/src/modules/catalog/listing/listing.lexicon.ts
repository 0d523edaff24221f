import type { Category } from '@propwash/domain/catalog/schemas';
import type { VocabularyKind } from '@propwash/domain/catalog/search';
import type { Cache } from '../../../platform/cache.ts';
import type { AttributeDef } from '../specs/specs.reads.ts';
import { queryWords, singular, type Lexicon } from './listing.words.ts';

// What the shop's search knows besides the products' own words (docs/decisions/search-engine.md):
// the owner's vocabulary, the category names and aliases, and the specifications (units and
// choice values). Built from a few small tables and kept until a catalog write clears it.

/** A specification value a word names: { key: 'connector', value: 'XT60' }. */
export type SpecMatch = { key: string; value: string | number };

export type ShopLexicon = Lexicon & {
  /** Category names and aliases (singular words) → the categories they name. */
  categories: Map<string, string[]>;
  /** A part of an "&" name ("charger" of Batteries & Chargers) → the categories it half-names. */
  categoryParts: Map<string, string[]>;
  /** Choice values' words → the values whose words include them all ("mode 1" → Mode 1 or 2). */
  choices: { words: string[]; match: SpecMatch }[];
  /** Number attributes by unit: 's' → cells, max_cells. */
  byUnit: Map<string, string[]>;
  /** Size-like text and choice attributes a "10x7" or "1/10" may be a value of. */
  sizeKeys: string[];
  /** Every word search can correct a typo to (vocabulary, category and choice words). */
  words: string[];
};

const SIZE = /^(\d+(\.\d+)?x\d+(\.\d+)?(x\d+(\.\d+)?)?|1\/\d+)$/;

export function buildLexicon(input: {
  vocabulary: { kind: VocabularyKind; words: string[] }[];
  attributes: AttributeDef[];
  categories: Category[];
  /** Category alias slugs ('planes') → category id. */
  aliases: Map<string, string>;
}): ShopLexicon {
  const synonyms = new Map<string, string[]>();
  const ignored = new Set<string>();
  const phrases = new Set<string>();
  const units = new Set<string>(['kv']);
  const byUnit = new Map<string, string[]>();
  for (const a of input.attributes) {
    if (a.type !== 'number' || !a.unit) continue;
    const unit = a.unit.toLowerCase();
    units.add(unit);
    byUnit.set(unit, [...(byUnit.get(unit) ?? []), a.key]);
  }
  const words = (text: string) => queryWords(text, units);
  const addPhrase = (text: string) => {
    if (text.includes(' ')) phrases.add(text);
  };

  for (const group of input.vocabulary) {
    const normal = group.words.map((w) => words(w).join(' ')).filter(Boolean);
    for (const w of normal) {
      addPhrase(w);
      if (group.kind === 'ignore') ignored.add(w);
      else synonyms.set(w, [w, ...normal.filter((x) => x !== w)]);
    }
  }

  const categories = new Map<string, string[]>();
  const categoryParts = new Map<string, string[]>();
  const nameCategory = (map: Map<string, string[]>, text: string, id: string) => {
    const key = words(text).map(singular).join(' ');
    if (!key) return;
    addPhrase(words(text).join(' '));
    addPhrase(key);
    const ids = map.get(key) ?? [];
    if (!ids.includes(id)) map.set(key, [...ids, id]);
  };
  for (const c of input.categories.filter((c) => c.enabled)) {
    nameCategory(categories, c.name, c.id);
    // "Motors & ESCs": each part names half the category.
    const parts = c.name.split(/\s*&\s*|\s+and\s+/i);
    if (parts.length > 1) for (const part of parts) nameCategory(categoryParts, part, c.id);
  }
  for (const [alias, id] of input.aliases) nameCategory(categories, alias.replace(/-/g, ' '), id);

  const choices: ShopLexicon['choices'] = [];
  const sizeKeys: string[] = [];
  for (const a of input.attributes) {
    if (a.type === 'text' && /size/i.test(a.key)) sizeKeys.push(a.key);
    if (a.type !== 'choice') continue;
    if (a.choices.some((c) => SIZE.test(c))) sizeKeys.push(a.key);
    for (const value of a.choices) {
      const w = words(value);
      addPhrase(w.join(' '));
      choices.push({ words: w, match: { key: a.key, value } });
    }
  }

  const known = new Set<string>();
  const all = [
    ...synonyms.keys(),
    ...categories.keys(),
    ...categoryParts.keys(),
    ...choices.flatMap((c) => c.words),
  ];
  for (const w of all) {
    for (const part of w.split(' ')) if (part.length >= 3 && !/\d/.test(part)) known.add(part);
  }
  return {
    synonyms,
    ignored,
    phrases,
    units,
    categories,
    categoryParts,
    choices,
    byUnit,
    sizeKeys,
    words: [...known].sort(),
  };
}

/**
 * The categories a term's words name ("rc car" → Cars), or with `parts`, the categories one part
 * of whose "&" name they are ("escs" → Motors & ESCs).
 */
export function categoriesNamed(
  lexicon: ShopLexicon,
  alternatives: string[],
  parts = false,
): string[] {
  const ids = new Set<string>();
  const map = parts ? lexicon.categoryParts : lexicon.categories;
  for (const alt of alternatives) {
    const key = alt.split(' ').map(singular).join(' ');
    for (const id of map.get(key) ?? []) ids.add(id);
  }
  return [...ids];
}

/** The choice values a term's words name: "xt60" → connector XT60; "mode 1" → Mode 1, Mode 1 or 2. */
export function choicesNamed(lexicon: ShopLexicon, alternatives: string[]): SpecMatch[] {
  const out: SpecMatch[] = [];
  for (const alt of alternatives) {
    if (/^\d+$/.test(alt)) continue; // "2" alone is no choice ("Mode 1 or 2")
    const want = alt.split(' ');
    for (const c of lexicon.choices) {
      if (want.every((w) => c.words.includes(w)) && !out.includes(c.match)) out.push(c.match);
    }
  }
  return out;
}

/** The shop's lexicon, built once and kept in the catalog cache until a catalog write. */
export function createLexicon(deps: {
  cache: Cache;
  vocabulary: () => Promise<{ kind: VocabularyKind; words: string[] }[]>;
  allCategories: () => Promise<Category[]>;
  allAttributes: () => Promise<AttributeDef[]>;
  aliases: () => Promise<Map<string, string>>;
}) {
  const { cache } = deps;
  return (): Promise<ShopLexicon> =>
    cache.get('catalog:lexicon', async () => {
      const [vocabulary, attributes, categories, aliases] = await Promise.all([
        deps.vocabulary(),
        deps.allAttributes(),
        deps.allCategories(),
        deps.aliases(),
      ]);
      return buildLexicon({ vocabulary, attributes, categories, aliases });
    });
}
