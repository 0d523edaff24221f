import { z } from 'zod';

/**
 * The shop's search vocabulary and what a search tells the shopper about itself
 * (docs/decisions/search-engine.md). The owner edits the vocabulary in the admin: groups of
 * words that mean the same in an RC shop ("aeroplane, airplane, plane") and words that say
 * nothing about a product ("rc"), which never exclude results.
 */

export const vocabularyKinds = ['synonyms', 'ignore'] as const;
export type VocabularyKind = (typeof vocabularyKinds)[number];

/** A word or phrase as search compares it: lowercase, single spaces. */
export const normalizeSearchText = (text: string): string =>
  text.toLowerCase().replace(/\s+/g, ' ').trim();

const vocabularyWord = z
  .string()
  .transform(normalizeSearchText)
  .pipe(
    z
      .string()
      .min(1, 'Words cannot be empty')
      .max(40, 'Words are at most 40 characters')
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} ./+-]*$/u, 'Words are letters, digits, spaces and . / + -'),
  );

/** POST/PUT /api/admin/search/vocabulary body. */
export const vocabularyInputSchema = z
  .object({
    kind: z.enum(vocabularyKinds, { error: 'kind must be synonyms or ignore' }),
    words: z.array(vocabularyWord).min(1, 'Give at least one word').max(30, 'At most 30 words'),
  })
  .refine((g) => g.kind === 'ignore' || g.words.length >= 2, {
    message: 'A synonym group needs at least two words',
    path: ['words'],
  })
  .transform((g) => ({ ...g, words: [...new Set(g.words)] }));
export type VocabularyInput = z.infer<typeof vocabularyInputSchema>;

export const vocabularyGroupSchema = z.object({
  id: z.string(),
  kind: z.enum(vocabularyKinds),
  words: z.array(z.string()),
  updatedAt: z.string(),
});
export type VocabularyGroup = z.infer<typeof vocabularyGroupSchema>;

/** What a search did with the shopper's words (GET /api/products?search=…: `search`). */
export const searchInfoSchema = z.object({
  /** The words as typed. */
  query: z.string(),
  /** The query as searched when a typo was corrected ("Showing results for helicopter"); else null. */
  showing: z.string().nullable(),
  /** Words no product matched together with the others, left out of this search. */
  dropped: z.array(z.string()),
  /** Categories the words named ("rc car" → Cars), as the category filter takes them. */
  categories: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type SearchInfo = z.infer<typeof searchInfoSchema>;

/** GET /api/admin/search/insights?from&to: what shoppers searched for in a period. */
export const searchInsightsQuerySchema = z.object({
  from: z.iso.date({ error: 'from must be a date, YYYY-MM-DD' }).optional(),
  to: z.iso.date({ error: 'to must be a date, YYYY-MM-DD' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const searchInsightsSchema = z.object({
  from: z.string(),
  to: z.string(),
  searches: z.number().int(),
  /** Share of searches that found nothing, 0–100. */
  noResultRate: z.number(),
  top: z.array(
    z.object({ query: z.string(), searches: z.number().int(), results: z.number().int() }),
  ),
  noResults: z.array(
    z.object({ query: z.string(), searches: z.number().int(), lastAt: z.string() }),
  ),
});
export type SearchInsights = z.infer<typeof searchInsightsSchema>;
