import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  searchInsightsQuerySchema,
  searchInsightsSchema,
  vocabularyGroupSchema,
  vocabularyInputSchema,
} from '@propwash/domain/catalog/search';
import type { AuthGuards } from '../../../platform/auth-guard.ts';
import { crudRoutes } from '../../../platform/crud-routes.ts';
import { declareRoutes } from '../../../platform/routes.ts';
import type { SearchLog } from './search.log.ts';
import type { VocabularyAdmin } from './search.vocabulary.ts';

/**
 * The admin's search screens (admin scope): the vocabulary search uses (synonym groups and
 * ignored words) and what shoppers searched for (docs/decisions/search-insights.md).
 */
export function searchAdminRoutes(deps: {
  vocabulary: VocabularyAdmin;
  searchLog: Pick<SearchLog, 'insights'>;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { vocabulary, searchLog, guards } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['admin', 'search']);
    const url = '/admin/search/vocabulary';
    route.get(
      url,
      {
        summary: 'The search vocabulary: ignored words first, then synonym groups by first word',
        data: z.object({ groups: z.array(vocabularyGroupSchema) }),
      },
      async () => ({ groups: await vocabulary.list() }),
    );
    crudRoutes(route, {
      url,
      item: vocabularyGroupSchema,
      create: {
        summary:
          'Add a synonym group (two or more words) or ignored words; 409 when a word is already in another group',
        body: vocabularyInputSchema,
        run: (body, request) => vocabulary.create(body, guards.userOf(request)),
      },
      update: {
        summary: "Replace a group's kind and words; 409 when a word is already in another group",
        body: vocabularyInputSchema,
        run: (id, body, request) => vocabulary.update(id, body, guards.userOf(request)),
      },
      remove: {
        summary: 'Delete a vocabulary group (search stops using its words at once)',
        run: (id, request) => vocabulary.remove(id, guards.userOf(request)),
      },
    });
    route.get(
      '/admin/search/insights',
      {
        summary:
          'Shopper searches of a period (India days, default the last 30): total, no-result rate, top and no-result queries',
        querystring: searchInsightsQuerySchema,
        data: searchInsightsSchema,
      },
      (request) => searchLog.insights(request.query),
    );
  };
}
