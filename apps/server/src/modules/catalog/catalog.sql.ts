import { and, sql, type SQL } from 'drizzle-orm';
import { products } from './catalog.tables.ts';
import type { AttributeDef } from './specs/specs.reads.ts';

// SQL pieces and small helpers the catalog's storefront reads share.

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MAX_SEARCH_TERMS = 8;

export const inStock = sql`(${products.stock} > 0 and ${products.stockStatus} = 'in_stock')`;
export const outOfStock = sql`(${products.stock} = 0 or ${products.stockStatus} = 'out_of_stock')`;

/** The WHERE parts of a listing, kept apart so each facet can leave its own filter out. */
export type ListFilters = {
  base: SQL[];
  category?: SQL;
  availability?: SQL;
  rating?: SQL;
  discount?: SQL;
  price?: SQL;
  /** `origin=` countries (listing/listing.origins.ts). */
  origin?: SQL;
  /** `option=Name:Value` filters, one condition per option name (docs/decisions/variants.md). */
  options?: { name: string; condition: SQL }[];
  /** `spec=` filters, one condition per attribute key (listing/listing.specs.ts). */
  specs?: { key: string; condition: SQL }[];
  /**
   * The attributes the specification facets count: a category filter's attributes in its order
   * ('category'), or every attribute, shown by how many listed products carry it ('carried').
   */
  specFacets?: { attributes: AttributeDef[]; order: 'category' | 'carried' };
  /** A search's relevance (listing/listing.search.ts): the match class, then the score. */
  rank?: { tier: SQL; score: SQL };
};

/** Every option filter but the one named `except` (a facet leaves its own filter out). */
export const optionConditions = (f: ListFilters, except?: string): SQL[] =>
  (f.options ?? []).filter((o) => o.name !== except).map((o) => o.condition);

/** Every spec filter but the one of attribute `except` (a facet leaves its own filter out). */
export const specConditions = (f: ListFilters, except?: string): SQL[] =>
  (f.specs ?? []).filter((s) => s.key !== except).map((s) => s.condition);

export const all = (...parts: (SQL | undefined)[]): SQL => and(...parts) ?? sql`true`;
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
