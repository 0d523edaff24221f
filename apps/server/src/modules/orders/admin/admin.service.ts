import type { AuditTrail } from '../../../platform/audit.ts';
import type { Db } from '../../../platform/db.ts';
import { createOrdersExport } from './admin.export.ts';
import { createOrdersImport } from './admin.import.ts';
import { createOrdersAdminList } from './admin.list.ts';
import { createDroneRegister } from '../dispatch/dispatch.register.ts';

export { exportedOrder, linesOf } from './admin.export.ts';

/**
 * Admin reads (list, filters, export) and the history import: the list and one order
 * (admin.list.ts), their filters (admin.filters.ts), the exports
 * (admin.export.ts) and the import (admin.import.ts). Writes that move an
 * order (status, tracking, priority, warehouse) live in orders.service.ts, beside cancelOrder.
 */
export function createOrdersAdmin(
  deps: { db: Db; audit: AuditTrail } & Parameters<typeof createOrdersExport>[0] &
    Parameters<typeof createOrdersAdminList>[0],
) {
  return {
    ...createOrdersAdminList(deps),
    /** The drone sales register (dispatch/dispatch.register.ts). */
    droneRegister: createDroneRegister(deps),
    ...createOrdersExport(deps),
    ...createOrdersImport(deps),
  };
}
export type OrdersAdmin = ReturnType<typeof createOrdersAdmin>;
