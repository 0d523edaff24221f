import { getTableName, isTable, sql } from 'drizzle-orm';
import type {
  AnalyticsDashboard,
  DatabaseStats,
  UserAnalytics,
} from '@propwash/domain/analytics/schemas';
import { paiseToRupees } from '@propwash/domain/money';
import { isCourierStatus, orderStatuses } from '@propwash/domain/orders/status';
import type { Db } from '../../platform/db.ts';
import { schema } from '../../schema.ts';
import { users } from '../accounts/accounts.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';
import { monthsOf, publicRange, type IndiaRange } from './analytics.range.ts';
import { countsAsRevenue, indiaMonth, meanPaise, placedIn, query } from './analytics.sql.ts';

/** GET /api/analytics/dashboard: the Analytics & Reports summary, months, top products, statuses. */
export async function dashboard(db: Db, r: IndiaRange): Promise<AnalyticsDashboard> {
  const [months, top, statuses, [counts]] = await Promise.all([
    query<{ month: string; orders: number; revenue: string | number }>(
      db,
      sql`select ${indiaMonth(orders.createdAt)} as month,
                 (count(*) filter (where ${countsAsRevenue}))::int as orders,
                 coalesce(sum(${orders.totalPaise}) filter (where ${countsAsRevenue}), 0) as revenue
            from ${orders} where ${placedIn(r)} group by 1`,
    ),
    // Lines of products since deleted (no product id) are grouped by their name.
    query<{ id: string | null; name: string; quantity: number; revenue: string | number }>(
      db,
      sql`select ${orderItems.productId} as id,
                 coalesce(max(${products.name}), max(${orderItems.name})) as name,
                 sum(${orderItems.quantity})::int as quantity,
                 sum(${orderItems.lineTotalPaise}) as revenue
            from ${orderItems}
            join ${orders} on ${orders.id} = ${orderItems.orderId}
            left join ${products} on ${products.id} = ${orderItems.productId}
           where ${placedIn(r)} and ${countsAsRevenue}
           group by ${orderItems.productId},
                    case when ${orderItems.productId} is null then ${orderItems.name} end
           order by 3 desc, 4 desc, 2 limit 10`,
    ),
    query<{ status: string; n: number }>(
      db,
      sql`select ${orders.status} as status, count(*)::int as n
            from ${orders} where ${placedIn(r)} group by 1`,
    ),
    query<{ products: number; customers: number }>(
      db,
      sql`select (select count(*)::int from ${products} where ${products.deletedAt} is null) as products,
                 (select count(*)::int from ${users} where ${users.role} = 'user') as customers`,
    ),
  ]);
  const byMonth = new Map(months.map((m) => [m.month, m]));
  const totalOrders = months.reduce((n, m) => n + Number(m.orders), 0);
  const revenuePaise = months.reduce((n, m) => n + Number(m.revenue), 0);
  const byStatus = new Map(statuses.map((s) => [s.status, Number(s.n)]));
  return {
    range: publicRange(r),
    summary: {
      totalOrders,
      totalRevenue: paiseToRupees(revenuePaise),
      averageOrderValue: paiseToRupees(meanPaise(revenuePaise, totalOrders)),
      totalProducts: Number(counts?.products ?? 0),
      totalCustomers: Number(counts?.customers ?? 0),
    },
    revenueByMonth: monthsOf(r).map((month) => ({
      month,
      revenue: paiseToRupees(Number(byMonth.get(month)?.revenue ?? 0)),
      orders: Number(byMonth.get(month)?.orders ?? 0),
    })),
    topProducts: top.map((p) => ({
      productId: p.id,
      name: p.name,
      quantity: Number(p.quantity),
      revenue: paiseToRupees(Number(p.revenue)),
    })),
    // A courier status (out for delivery, returned to origin) only once an order has it.
    ordersByStatus: orderStatuses
      .filter((s) => !isCourierStatus(s) || (byStatus.get(s) ?? 0) > 0)
      .map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
  };
}

/** GET /api/analytics/users: customers, those who have bought, sign-ups month by month. */
export async function userAnalytics(db: Db, r: IndiaRange): Promise<UserAnalytics> {
  const [[counts], months] = await Promise.all([
    query<{ customers: number; active: number }>(
      db,
      sql`select (select count(*)::int from ${users} where ${users.role} = 'user') as customers,
                 (select count(distinct ${orders.userId})::int from ${orders}
                    join ${users} on ${users.id} = ${orders.userId}
                   where ${users.role} = 'user' and ${countsAsRevenue}) as active`,
    ),
    query<{ month: string; n: number }>(
      db,
      sql`select ${indiaMonth(users.createdAt)} as month, count(*)::int as n
            from ${users}
           where ${users.role} = 'user'
             and ${users.createdAt} >= ${r.from.toISOString()}::timestamptz
             and ${users.createdAt} < ${r.to.toISOString()}::timestamptz
           group by 1`,
    ),
  ]);
  const byMonth = new Map(months.map((m) => [m.month, Number(m.n)]));
  return {
    range: publicRange(r),
    totalCustomers: Number(counts?.customers ?? 0),
    activeUsers: Number(counts?.active ?? 0),
    registrationsByMonth: monthsOf(r).map((month) => ({ month, count: byMonth.get(month) ?? 0 })),
  };
}

/**
 * The shop's names for its tables: the names the code gives them (`products` for
 * catalog_product, `orderItems` → `order_items`). A table the code does not know keeps its own.
 */
const shopTableNames = new Map(
  Object.entries(schema)
    .filter(([, value]) => isTable(value))
    .map(([key, table]) => [
      getTableName(table as Parameters<typeof getTableName>[0]),
      key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
    ]),
);

/** Tables up to this size (their main data, without indexes) are counted exactly. */
const EXACT_COUNT_BYTES = 32 * 1024 * 1024;

/**
 * GET /api/analytics/database, from PostgreSQL's own catalogue. Row counts: PGlite keeps no
 * statistics across a restart and never runs autovacuum, so estimates there can read 0 for a
 * full table; every table up to 32 MB is therefore counted exactly (a few milliseconds each),
 * and only larger ones use the statistics (live tuples, or the planner's estimate if larger).
 * Average row size: measured while counting; for larger tables, table data ÷ rows.
 */
export async function databaseStats(
  db: Db,
  engine: DatabaseStats['engine'],
): Promise<DatabaseStats> {
  const tables = await query<{
    name: string;
    size: string | number;
    heap: string | number;
    live: string | number | null;
    estimate: number;
  }>(
    db,
    sql`select c.relname as name,
               pg_total_relation_size(c.oid) as size,
               pg_relation_size(c.oid) as heap,
               s.n_live_tup as live,
               c.reltuples::float8 as estimate
          from pg_catalog.pg_class c
          join pg_catalog.pg_namespace n on n.oid = c.relnamespace
          left join pg_catalog.pg_stat_user_tables s on s.relid = c.oid
         where n.nspname = current_schema() and c.relkind in ('r', 'p')
         order by c.relname`,
  );
  const [dbRow] = await query<{ name: string; size: string | number }>(
    db,
    sql`select current_database() as name, pg_database_size(current_database()) as size`,
  );
  const small = tables.filter((t) => Number(t.heap) <= EXACT_COUNT_BYTES);
  // Names come from the catalogue, quoted as identifiers. The same scan measures the rows'
  // own average width (the total size below also holds indexes and whole pages).
  const exact =
    small.length === 0
      ? []
      : await query<{ name: string; n: string | number; width: number | null }>(
          db,
          sql.raw(
            small
              .map(
                (t) =>
                  `select '${t.name.replace(/'/g, "''")}'::text as name, count(*) as n, avg(pg_column_size(x.*))::float8 as width from "${t.name.replace(/"/g, '""')}" x`,
              )
              .join(' union all '),
          ),
        );
  const counted = new Map(exact.map((e) => [e.name, e]));
  return {
    databaseName: dbRow?.name ?? '',
    engine,
    tableCount: tables.length,
    dataSizeBytes: Number(dbRow?.size ?? 0),
    tables: tables
      .map((t) => {
        const exactRow = counted.get(t.name);
        const rows = exactRow
          ? Number(exactRow.n)
          : Math.max(0, Math.round(Math.max(Number(t.live ?? 0), Number(t.estimate))));
        return {
          name: shopTableNames.get(t.name) ?? t.name,
          table: t.name,
          rows,
          sizeBytes: Number(t.size),
          averageRowBytes:
            rows === 0
              ? 0
              : Math.round(exactRow ? Number(exactRow.width ?? 0) : Number(t.heap) / rows),
        };
      })
      .sort((a, b) => b.sizeBytes - a.sizeBytes || a.name.localeCompare(b.name)),
  };
}
