import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  legalNoticeSchema,
  legalNoticeVersionsSchema,
  legalPageSchema,
} from '@propwash/domain/legal/notices';
import { declareRoutes } from '../../platform/routes.ts';
import type { LegalNotices } from './legal.notices.ts';

const pageParams = z.object({ page: legalPageSchema });

/** The seller's notices and their earlier versions (docs/decisions/legal-notices.md). */
export function legalRoutes(deps: { notices: LegalNotices }): FastifyPluginAsyncZod {
  const { notices } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['legal']);
    route.get(
      '/legal/:page',
      {
        summary: 'The notice in force: privacy notice, terms of sale or grievance redressal',
        description:
          "HTML written from the shop's settings, every setting's text escaped; a new version is kept whenever the text changes.",
        params: pageParams,
        data: legalNoticeSchema,
        errors: [400],
      },
      ({ params }) => notices.current(params.page),
    );
    route.get(
      '/legal/:page/versions',
      {
        summary: "A notice's versions, newest first",
        params: pageParams,
        data: legalNoticeVersionsSchema,
        errors: [400],
      },
      ({ params }) => notices.versions(params.page),
    );
    route.get(
      '/legal/:page/versions/:version',
      {
        summary: 'One version of a notice, as it was published',
        params: pageParams.extend({
          version: z.coerce
            .number({ error: 'version must be a whole number' })
            .int('version must be a whole number')
            .min(1, 'version must be at least 1'),
        }),
        data: legalNoticeSchema,
        errors: [400, 404],
      },
      ({ params }) => notices.version(params.page, params.version),
    );
  };
}
