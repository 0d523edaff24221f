import { sql } from 'drizzle-orm';
import type { DashboardToday } from '@propwash/domain/analytics/schemas';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@propwash/domain/inventory/admin-schemas';
import { DAY_MS, indiaDay, indiaMidnight } from '@propwash/domain/india-time';
import type { ReturnStatus } from '@propwash/domain/returns/rules';
import type { Db } from '../../platform/db.ts';
import { products } from '../catalog/catalog.tables.ts';
import { contactMessages } from '../content/content.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import { returns } from '../returns/returns.tables.ts';
import { countsAsRevenue, query } from './analytics.sql.ts';

/** Returns the shop still has to act on: not yet refunded, replaced or rejected. */
const openReturnStatuses: readonly ReturnStatus[] = [
  'requested',
  'approved',
  'picked_up',
  'received',
];
const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The dashboard's day (docs/decisions/dashboard-today.md): today's and yesterday's orders and
 * sales (India days, the analytics' rule: an order counts unless cancelled) and the work waiting
 * now. One statement per table, each an index or small scan.
 */
export async function dashboardToday(db: Db, now = Date.now()): Promise<DashboardToday> {
  const day = indiaDay(now);
  const todayStart = indiaMidnight(day);
  const yesterdayStart = new Date(todayStart.getTime() - DAY_MS);
  const tomorrowStart = new Date(todayStart.getTime() + DAY_MS);
  const placed = (from: Date, to: Date) =>
    sql`${orders.createdAt} >= ${from.toISOString()}::timestamptz and ${orders.createdAt} < ${to.toISOString()}::timestamptz and ${countsAsRevenue}`;

  const [[sales], [work], [stock], [open], [unread]] = await Promise.all([
    query<Record<string, string | number>>(
      db,
      sql`select (count(*) filter (where ${placed(todayStart, tomorrowStart)}))::int as today_orders,
                 coalesce(sum(${orders.totalPaise}) filter (where ${placed(todayStart, tomorrowStart)}), 0) as today_sales,
                 (count(*) filter (where ${placed(yesterdayStart, todayStart)}))::int as yesterday_orders,
                 coalesce(sum(${orders.totalPaise}) filter (where ${placed(yesterdayStart, todayStart)}), 0) as yesterday_sales
            from ${orders}
           where ${orders.createdAt} >= ${yesterdayStart.toISOString()}::timestamptz`,
    ),
    query<Record<string, number>>(
      db,
      sql`select (count(*) filter (where ${orders.status} = 'pending'))::int as to_confirm,
                 (count(*) filter (where ${orders.status} = 'confirmed'
                   and ${orders.codConfirmation} is distinct from 'awaiting'))::int as to_pack,
                 (count(*) filter (where ${orders.status} = 'processing'))::int as to_ship,
                 (count(*) filter (where ${orders.codConfirmation} = 'awaiting'))::int as cod_awaiting
            from ${orders}
           where ${orders.status} in ('pending', 'confirmed', 'processing')`,
    ),
    query<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${products}
           where ${products.deletedAt} is null and ${products.stock} <= ${DEFAULT_LOW_STOCK_THRESHOLD}`,
    ),
    query<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${returns}
           where ${returns.status} in (${inList(openReturnStatuses)})`,
    ),
    query<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${contactMessages} where ${contactMessages.status} = 'new'`,
    ),
  ]);
  return {
    day,
    today: {
      orders: Number(sales?.today_orders ?? 0),
      salesPaise: Number(sales?.today_sales ?? 0),
    },
    yesterday: {
      orders: Number(sales?.yesterday_orders ?? 0),
      salesPaise: Number(sales?.yesterday_sales ?? 0),
    },
    toConfirm: Number(work?.to_confirm ?? 0),
    toPack: Number(work?.to_pack ?? 0),
    toShip: Number(work?.to_ship ?? 0),
    codAwaiting: Number(work?.cod_awaiting ?? 0),
    lowStock: Number(stock?.n ?? 0),
    lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
    openReturns: Number(open?.n ?? 0),
    unreadMessages: Number(unread?.n ?? 0),
  };
}
