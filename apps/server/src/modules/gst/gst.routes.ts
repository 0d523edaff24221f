import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  gstr1QuerySchema,
  gstr1SummaryQuerySchema,
  gstr1SummarySchema,
} from '@propwash/domain/gst/schemas';
import { declareRoutes } from '../../platform/routes.ts';
import type { GstService } from './gst.service.ts';

/**
 * GST returns, for admins only: registered inside the admin scope (app-routes.ts), whose hook
 * answers 401/403 to anyone else (docs/decisions/gstr-1.md).
 */
export function gstAdminRoutes(deps: { gst: GstService }): FastifyPluginAsyncZod {
  const { gst } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['admin', 'gst']);

    route.get(
      '/gst/gstr1/summary',
      {
        summary: "A month's GSTR-1 of one registration: totals per table and the check",
        description:
          "Counts, taxable value, IGST, CGST, SGST and invoice value per table (B2B, B2CL, B2CS net of credit notes, CDNR, CDNUR, HSN B2B and B2C), the documents issued, and whether the tables add up to the invoices less the credit notes, to the paisa. `gstin` defaults to the store profile's; the shop's registrations are listed. A month not begun yet answers 400.",
        querystring: gstr1SummaryQuerySchema,
        data: gstr1SummarySchema,
        errors: [400, 401, 403],
      },
      (request) => gst.summary(request.query),
    );

    route.raw.get(
      '/gst/gstr1',
      {
        summary: "A month's GSTR-1 as the GST offline tool's JSON or an Excel workbook",
        description:
          "An attachment named GSTR1_<gstin>_<MMYYYY>.json (the offline tool's field names; rupees with two decimals) or .xlsx (one sheet per table, headed like the offline tool's Excel template). A month not begun yet answers 400.",
        querystring: gstr1QuerySchema,
        produces: [
          'application/json',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        ],
      },
      async (request, reply) => {
        const file = await gst.file(request.query);
        return reply
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .header('content-type', file.contentType)
          .send(file.body);
      },
    );
  };
}
