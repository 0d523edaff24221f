import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});

/** A list's free-text search: trimmed, at most `max` characters, optional. */
export const searchParam = (max: number) => z.string().trim().max(max).optional();

export const pageInfoSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** A list response: one page of `key` items with the page info beside them. */
export const pageSchema = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  pageInfoSchema.extend({ [key]: z.array(item) } as { [P in K]: z.ZodArray<T> });

/** How many of a list's items are in each status, whatever its filters (the list's tab counts). */
export function statusCountsSchema<S extends string>(statuses: readonly S[]) {
  const shape = Object.fromEntries(statuses.map((s) => [s, z.number().int()]));
  return z.object(shape as Record<S, z.ZodNumber>);
}

/** The query of a list with a tab per status: a page, of one status or of all. */
export const statusPageQuerySchema = <const S extends readonly [string, ...string[]]>(
  statuses: S,
) => pageQuerySchema.extend({ status: z.enum(statuses).optional() });

/** A page of a list with a tab per status, and the tabs' counts (whatever the filters). */
export const statusPageSchema = <K extends string, T extends z.ZodType, S extends string>(
  key: K,
  item: T,
  statuses: readonly S[],
) => pageSchema(key, item).extend({ counts: statusCountsSchema(statuses) });
