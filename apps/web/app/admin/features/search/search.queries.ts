import {
  normalizeSearchText,
  type SearchInsights,
  type VocabularyGroup,
  type VocabularyInput,
} from '@propwash/domain/catalog/search';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminDelete, adminGet, adminSave } from '#app/admin/ui/admin-query.ts';
import type { SearchPeriod } from './search-period.ts';

/** Rows of each insights table. */
export const INSIGHTS_LIMIT = 20;
const VOCABULARY = '/admin/search/vocabulary';

export const searchKeys = {
  all: ['admin-search'] as const,
  insights: (period: SearchPeriod) => [...searchKeys.all, 'insights', period] as const,
  vocabulary: () => [...searchKeys.all, 'vocabulary'] as const,
};

/** GET /api/admin/search/insights: the period's searches, top and no-result queries. */
export function insightsQueryOptions(period: SearchPeriod) {
  const q = new URLSearchParams({ ...period, limit: String(INSIGHTS_LIMIT) });
  return queryOptions({
    queryKey: searchKeys.insights(period),
    queryFn: adminGet<SearchInsights>(
      `/admin/search/insights?${q}`,
      'Failed to load search insights',
    ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/search/vocabulary: ignored words first, then synonym groups by first word. */
export function vocabularyQueryOptions() {
  return queryOptions({
    queryKey: searchKeys.vocabulary(),
    queryFn: adminGet<{ groups: VocabularyGroup[] }>(VOCABULARY, 'Failed to load the vocabulary'),
  });
}

/** Adds a group (no id) or replaces one's words. */
export const saveGroup = (id: string | null, body: VocabularyInput) =>
  adminSave<VocabularyGroup>(VOCABULARY, id, body);

export const deleteGroup = (id: string) => adminDelete(VOCABULARY, id);

/** Saves a group; settles once the vocabulary on screen has the change. */
export function useSaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: VocabularyInput }) => saveGroup(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: searchKeys.vocabulary() }),
  });
}

/** The group a word or phrase (as typed, any case) belongs to, if any. */
export function groupOf(groups: VocabularyGroup[] | undefined, word: string) {
  const w = normalizeSearchText(word);
  return groups?.find((g) => g.words.includes(w));
}
