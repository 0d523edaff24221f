import { and, count, eq, inArray, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { orders } from './orders.tables.ts';

/*
 * The orders' side of what other modules read about orders (coupons, the stock history): they
 * call these instead of querying orders_order, so each module reads only its own tables
 * (docs/architecture.md, "Server modules").
 */

/** Whether the order whose id is `orderId` (a column of the caller's statement) is not cancelled. */
export const isLiveOrderSql = (orderId: AnyColumn): SQL =>
  sql`exists (select 1 from ${orders} where ${orders.id} = ${orderId} and ${orders.status} <> 'cancelled')`;

/** An order's number by its id (a column of the caller's statement); null when there is none. */
export const orderNumberSql = (orderId: AnyColumn) =>
  sql<string | null>`(select ${orders.orderNumber} from ${orders} where ${orders.id} = ${orderId})`;

/** How many orders the customer placed that were not cancelled. */
export async function liveOrderCount(q: Db | Tx, userId: string): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.status, 'cancelled')));
  return row?.n ?? 0;
}

/** The number, status, customer and total of each order asked for, by id. */
export async function orderSummaries(db: Db, ids: string[]) {
  const rows = ids.length
    ? await db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          status: orders.status,
          customerName: orders.customerName,
          customerEmail: orders.customerEmail,
          totalPaise: orders.totalPaise,
        })
        .from(orders)
        .where(inArray(orders.id, ids))
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}
