import type { AuditTrail } from '../../platform/audit.ts';
import type { Db } from '../../platform/db.ts';
import { createOrdersExport } from './orders.admin-export.ts';
import { createOrdersImport } from './orders.admin-import.ts';
import { createOrdersAdminList } from './orders.admin-list.ts';

export { exportedOrder, linesOf } from './orders.admin-export.ts';

/**
 * Admin reads (list, filters, export) and the history import: the list and one order
 * (orders.admin-list.ts), their filters (orders.admin-filters.ts), the exports
 * (orders.admin-export.ts) and the import (orders.admin-import.ts). Writes that move an
 * order (status, tracking, priority, warehouse) live in orders.service.ts, beside cancelOrder.
 */
export function createOrdersAdmin(
  deps: { db: Db; audit: AuditTrail } & Parameters<typeof createOrdersExport>[0],
) {
  return {
    ...createOrdersAdminList(deps),
    ...createOrdersExport(deps),
    ...createOrdersImport(deps),
  };
}
export type OrdersAdmin = ReturnType<typeof createOrdersAdmin>;
