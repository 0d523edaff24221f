import { and, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { DAY_MS, indiaMidnight } from '@propwash/domain/india-time';
import type { AdminOrderFilters } from '@propwash/domain/orders/admin-schemas';
import { AppError } from '../../../platform/app-error.ts';
import type { Db } from '../../../platform/db.ts';
import { containsPattern } from '../../../platform/like.ts';
import { orderItems, orders } from '../orders.tables.ts';

// The admin order list's filters and row columns, shared by the list and the exports.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The instant an India date (YYYY-MM-DD) starts, `plusDays` later. */
function indiaDayStart(day: string, plusDays = 0): Date {
  const at = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== day) {
    throw new AppError('VALIDATION_FAILED', `${day} is not a date`);
  }
  return new Date(indiaMidnight(day).getTime() + plusDays * DAY_MS);
}

/** Every filter is an indexed condition: exact number or email, trigram on names. */
export function filtersWhere(db: Db, f: AdminOrderFilters): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (f.status !== 'all') conds.push(eq(orders.status, f.status));
  if (f.cod === 'awaiting') {
    // The partial index orders_order_cod_awaiting_idx holds exactly these.
    conds.push(eq(orders.codConfirmation, 'awaiting'), ne(orders.status, 'cancelled'));
  } else if (f.cod === 'confirmed') {
    conds.push(eq(orders.codConfirmation, 'confirmed'));
  }
  if (f.from) conds.push(gte(orders.createdAt, indiaDayStart(f.from)));
  if (f.to) conds.push(lt(orders.createdAt, indiaDayStart(f.to, 1)));
  if (f.search) {
    const q = f.search;
    conds.push(
      or(
        eq(orders.orderNumber, q.toUpperCase()),
        sql`lower(${orders.customerEmail}) = ${q.toLowerCase()}`,
        ilike(orders.customerName, containsPattern(q)),
        ...(UUID.test(q) ? [eq(orders.id, q)] : []),
      ),
    );
  }
  if (f.product) {
    conds.push(
      inArray(
        orders.id,
        db
          .select({ id: orderItems.orderId })
          .from(orderItems)
          .where(ilike(orderItems.name, containsPattern(f.product))),
      ),
    );
  }
  return and(...conds);
}

export const rowColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  createdAt: orders.createdAt,
  /** Exact (microseconds) for the export's keyset. */
  cursorAt: sql<string>`${orders.createdAt}::text`,
  totalPaise: orders.totalPaise,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  priority: orders.priority,
  warehouse: orders.warehouse,
  trackingNumber: orders.trackingNumber,
  source: orders.source,
  codConfirmation: orders.codConfirmation,
};
