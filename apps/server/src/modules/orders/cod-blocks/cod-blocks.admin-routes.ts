import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  codBlockIdParamsSchema,
  codBlockListQuerySchema,
  codBlockListSchema,
  codBlockSchema,
} from '@propwash/domain/orders/cod-blocks';
import type { AuthGuards } from '../../../platform/auth-guard.ts';
import { declareRoutes } from '../../../platform/routes.ts';
import type { CodBlocks } from './cod-blocks.service.ts';

/** Cash-on-delivery blocks after returns, inside the admin scope (docs/decisions/cod-blocks.md). */
export function codBlocksAdminRoutes(deps: {
  codBlocks: Pick<CodBlocks, 'list' | 'lift'>;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { codBlocks, guards } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['admin', 'orders']);

    route.get(
      '/orders/admin/cod-blocks',
      {
        summary:
          'Accounts, phones and pincodes counted for parcels returned to origin: blocked ones (state=blocked) or all, by kind, searched by phone, pincode, name or email',
        querystring: codBlockListQuerySchema,
        data: codBlockListSchema,
      },
      (request) => codBlocks.list(request.query),
    );

    route.post(
      '/orders/admin/cod-blocks/:id/lift',
      {
        summary:
          'Lift a block: cash on delivery offered again, the count back to 0, who and when kept (audited)',
        params: codBlockIdParamsSchema,
        data: codBlockSchema,
      },
      (request) => codBlocks.lift(request.params.id, guards.userOf(request).id),
    );
  };
}
