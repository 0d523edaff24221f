import { inArray, or, sql, type SQL } from 'drizzle-orm';
import { products, productVariants } from '../catalog.tables.ts';
import type { ShopLexicon, SpecMatch } from './listing.lexicon.ts';
import type { Term } from './listing.words.ts';

// One search term as SQL (docs/decisions/search-engine.md): what matches it (termCondition),
// what matches it by more than a description (closeCondition, strictCondition), and how a match
// ranks (termTier, then termScore). listing.search.ts plans the terms.

/** One term as searched: what it matches and how a match scores. */
export type PlannedTerm = {
  /** The words as typed. */
  typed: string;
  /** The words searched (a typo's correction). */
  searched: string;
  /** Full-text alternatives, null when only a category or a specification can match. */
  text: SQL | null;
  /** A model typed without its hyphen ("p51"), found in names written with one ("P-51D"). */
  compact: string | null;
  /** The words and synonyms the text matches (a brand is compared with them). */
  words: string[];
  /** The categories the term names. */
  namedCategoryIds: string[];
  /** Those and their subcategories of the same kind ("Electric Airplanes" for "plane"). */
  categoryIds: string[];
  /** Their other subcategories ("Airplane Accessories"): a match, but a weaker one. */
  partCategoryIds: string[];
  /** Categories one part of whose "&" name the term is (Batteries & Chargers for "charger"). */
  halfCategoryIds: string[];
  specs: SpecMatch[];
};

/** Term scores: where a term matched (ranking rules in docs/decisions/search-engine.md). */
const SCORE = {
  name: 8,
  spec: 8,
  brand: 6,
  category: 6,
  part: 4,
  keywords: 3,
  half: 3,
  text: 1,
} as const;

/** The spec values a measure names: "3s" → cells 3 and max_cells 3; "10x7" → prop_size 10x7. */
export function measureSpecs(lex: ShopLexicon, term: Term): SpecMatch[] {
  const m = term.measure;
  if (!m) return [];
  if (m.kind === 'size') return lex.sizeKeys.map((key) => ({ key, value: m.text }));
  return (lex.byUnit.get(m.unit) ?? []).map((key) => ({ key, value: m.value }));
}

/**
 * Products (or one of their active versions) carrying a spec value. Both arms can use an index
 * (catalog_product_specs_idx; the versions' products as an array against the primary key), so
 * a term's alternatives combine in one bitmap scan instead of a scan of every product.
 */
function hasSpec(match: SpecMatch): SQL {
  const json = JSON.stringify({ [match.key]: match.value });
  return sql`(${products.specs} @> ${json}::jsonb or ${products.id} = any(array(
    select sv.product_id from ${productVariants} sv
    where sv.is_active and sv.specs @> ${json}::jsonb)))`;
}

function specCondition(t: PlannedTerm): SQL | undefined {
  return t.specs.length ? or(...t.specs.map(hasSpec)) : undefined;
}

function categoryCondition(t: PlannedTerm): SQL | undefined {
  const ids = [...t.categoryIds, ...t.partCategoryIds, ...t.halfCategoryIds];
  return ids.length ? inArray(products.categoryId, ids) : undefined;
}

/** The brand has one of the term's words ("radiomaster", "castle"): a cheap text test per row. */
function brandHas(t: PlannedTerm): SQL {
  return sql`lower(${products.brand}) like any (array[${sql.join(
    t.words.map((w) => sql`${`%${w}%`}`),
    sql`, `,
  )}]::text[])`;
}

/** A product's name, lowercase, without hyphens and spaces: "fms p51d mustang". */
export const compactName = sql`replace(lower(${products.name}), '-', '')`;

/** A product matches a term by its text, a category the term names, or a spec value it names. */
export function termCondition(t: PlannedTerm): SQL {
  return (
    or(
      t.text ? sql`${products.searchVector} @@ ${t.text}` : undefined,
      t.compact ? sql`${compactName} like ${`%${t.compact}%`}` : undefined,
      categoryCondition(t),
      specCondition(t),
    ) ?? sql`false`
  );
}

/**
 * A term matched by more than a product's description: its name or brand, its category words,
 * a category or a spec value the term names.
 */
export function closeCondition(t: PlannedTerm): SQL {
  return (
    or(
      t.text ? sql`ts_filter(${products.searchVector}, '{a,b}') @@ ${t.text}` : undefined,
      t.compact ? sql`${compactName} like ${`%${t.compact}%`}` : undefined,
      categoryCondition(t),
      specCondition(t),
    ) ?? sql`false`
  );
}

/**
 * A term that names a category or a spec value ("lipo", "3s", "car") must match by more than a
 * product's description; a free word ("indoor", "cinewhoop") may match there.
 */
export function strictCondition(t: PlannedTerm): SQL {
  const namesKind =
    t.namedCategoryIds.length > 0 || t.specs.length > 0 || t.partCategoryIds.length > 0;
  return namesKind ? closeCondition(t) : termCondition(t);
}

/**
 * The class of a product's match of a term: 2 exact (its name or brand, a spec value, the
 * category the term names), 1 loose (its category words, a category the term half-names or a
 * part category), 0 its description only. Ranking compares the sum first, then stock, then
 * termScore (docs/decisions/search-engine.md).
 */
export function termTier(t: PlannedTerm): SQL {
  const spec = specCondition(t);
  const category = t.categoryIds.length ? inArray(products.categoryId, t.categoryIds) : undefined;
  const exact = or(
    t.compact ? sql`true` : undefined,
    t.text ? sql`ts_filter(${products.searchVector}, '{a}') @@ ${t.text}` : undefined,
    t.text ? brandHas(t) : undefined,
    spec,
    category,
  );
  const loose = closeCondition(t);
  return sql`(case ${exact ? sql`when ${exact} then 2` : sql``} when ${loose} then 1 else 0 end)`;
}

/**
 * How well a product matches a term, adding up: where its text has the words (name 8, brand 6,
 * category words 3, description 1), a spec value the term names (8), the category it names (6)
 * or half-names (3). A part named for what it fits ("Landing Gear for 30cc Planes", in Airplane
 * Accessories for "plane") scores at most 4, below the thing itself.
 */
export function termScore(t: PlannedTerm): SQL {
  const spec = specCondition(t);
  const inAny = (ids: string[]) => (ids.length ? inArray(products.categoryId, ids) : undefined);
  const category = inAny(t.categoryIds);
  const half = inAny(t.halfCategoryIds);
  const part = inAny(t.partCategoryIds);
  const text = t.text;
  const textScore = t.compact
    ? sql`${SCORE.name}`
    : text
      ? sql`(case
        when ts_filter(${products.searchVector}, '{a}') @@ ${text} then ${SCORE.name}
        when ${brandHas(t)} then ${SCORE.brand}
        when ts_filter(${products.searchVector}, '{b}') @@ ${text} then ${SCORE.keywords}
        when ${products.searchVector} @@ ${text} then ${SCORE.text}
        else 0 end)`
      : sql`0`;
  const specScore = spec ? sql`(case when ${spec} then ${SCORE.spec} else 0 end)` : sql`0`;
  const categoryScore =
    category || half
      ? sql`(case ${category ? sql`when ${category} then ${SCORE.category}` : sql``}
          ${half ? sql`when ${half} then ${SCORE.half}` : sql``} else 0 end)`
      : sql`0`;
  const total = sql`(${textScore} + ${specScore} + ${categoryScore})`;
  return part
    ? sql`(case when ${part} then least(${total}, ${SCORE.part}) else ${total} end)`
    : total;
}
