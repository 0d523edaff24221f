import { sql } from 'drizzle-orm';
import type { OrderAnalytics } from '@propwash/domain/analytics/schemas';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@propwash/domain/inventory/admin-schemas';
import { formatPaiseShort, paiseToRupees } from '@propwash/domain/money';
import { isCourierStatus, orderPriorities, orderStatuses } from '@propwash/domain/orders/status';
import type { Db } from '../../platform/db.ts';
import { categories, products, productViews } from '../catalog/catalog.tables.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';
import { orderVisitors } from './analytics.tables.ts';
import { previousRange, publicRange, type IndiaRange } from './analytics.range.ts';
import {
  countsAsRevenue,
  meanPaise,
  percentChange,
  placedIn,
  query,
  round1,
} from './analytics.sql.ts';

type Insight = OrderAnalytics['insights'][number];

/**
 * Orders placed, the orders that count (not cancelled) and their revenue, in one index range
 * scan. Orders, revenue and average order value all use the counted set (docs/decisions/analytics.md).
 */
async function totals(db: Db, r: IndiaRange) {
  const [row] = await query<{ placed: number; orders: number; revenue: string | number | null }>(
    db,
    sql`select count(*)::int as placed,
               (count(*) filter (where ${countsAsRevenue}))::int as orders,
               coalesce(sum(${orders.totalPaise}) filter (where ${countsAsRevenue}), 0) as revenue
          from ${orders} where ${placedIn(r)}`,
  );
  return {
    placed: Number(row?.placed ?? 0),
    orders: Number(row?.orders ?? 0),
    revenuePaise: Number(row?.revenue ?? 0),
  };
}

/**
 * Distinct visitors who viewed a product on a day of the range, and how many of them placed an
 * order that counts (not cancelled) that same day: the conversion rate's two sides, counted over
 * the same visitors (docs/decisions/conversion-rate.md). A visitor hash names one India day, so
 * matching the hash matches the day.
 */
async function visitors(db: Db, r: IndiaRange): Promise<{ visitors: number; buyers: number }> {
  const [row] = await query<{ visitors: number; buyers: number }>(
    db,
    sql`with seen as (
          select distinct ${productViews.visitorHash} as hash from ${productViews}
           where ${productViews.day} between ${r.startDate} and ${r.endDate}
        ), bought as (
          select distinct ${orderVisitors.visitorHash} as hash
            from ${orderVisitors} join ${orders} on ${orders.id} = ${orderVisitors.orderId}
           where ${orderVisitors.day} between ${r.startDate} and ${r.endDate} and ${countsAsRevenue}
        )
        select count(*)::int as visitors,
               (count(*) filter (where exists (select 1 from bought where bought.hash = seen.hash)))::int as buyers
          from seen`,
  );
  return { visitors: Number(row?.visitors ?? 0), buyers: Number(row?.buyers ?? 0) };
}

/** Buyers ÷ visitors × 100, one decimal (at most 100); null when no visitor was measured. */
const conversion = (seen: { visitors: number; buyers: number }) =>
  seen.visitors > 0 ? round1((seen.buyers / seen.visitors) * 100) : null;

/**
 * GET /api/orders/admin/analytics: the dashboard's cards with their change against the previous
 * period of the same length, the breakdowns and insights written from those numbers.
 */
export async function orderAnalytics(db: Db, r: IndiaRange): Promise<OrderAnalytics> {
  const prev = previousRange(r);
  const [now, before, seenNow, seenBefore, byStatus, byWarehouse, byPriority] = await Promise.all([
    totals(db, r),
    totals(db, prev),
    visitors(db, r),
    visitors(db, prev),
    query<{ status: string; n: number; revenue: string | number }>(
      db,
      sql`select ${orders.status} as status, count(*)::int as n,
                 coalesce(sum(${orders.totalPaise}) filter (where ${countsAsRevenue}), 0) as revenue
            from ${orders} where ${placedIn(r)} group by 1`,
    ),
    query<{ warehouse: string; n: number; revenue: string | number; hours: number | null }>(
      db,
      sql`select ${orders.warehouse} as warehouse, count(*)::int as n,
                 coalesce(sum(${orders.totalPaise}) filter (where ${countsAsRevenue}), 0) as revenue,
                 (avg(extract(epoch from ${orders.shippedAt} - ${orders.createdAt}))
                   filter (where ${orders.shippedAt} is not null) / 3600)::float8 as hours
            from ${orders} where ${placedIn(r)} and ${countsAsRevenue}
           group by 1 order by 2 desc, 1`,
    ),
    query<{ priority: string; n: number }>(
      db,
      sql`select ${orders.priority} as priority, count(*)::int as n
            from ${orders} where ${placedIn(r)} and ${countsAsRevenue} group by 1`,
    ),
  ]);

  const statusCount = new Map(byStatus.map((s) => [s.status, s]));
  const priorityCount = new Map(byPriority.map((p) => [p.priority, Number(p.n)]));
  const aov = meanPaise(now.revenuePaise, now.orders);
  const aovBefore = meanPaise(before.revenuePaise, before.orders);
  const rate = conversion(seenNow);
  const rateBefore = conversion(seenBefore);
  const warehouses = byWarehouse.map((w) => ({
    warehouse: w.warehouse,
    orders: Number(w.n),
    revenue: paiseToRupees(Number(w.revenue)),
    averageHoursToShip: w.hours === null ? null : round1(Number(w.hours)),
  }));

  const result: OrderAnalytics = {
    range: publicRange(r),
    previousRange: publicRange(prev),
    totalOrders: now.orders,
    totalRevenue: paiseToRupees(now.revenuePaise),
    averageOrderValue: paiseToRupees(aov),
    visitors: seenNow.visitors,
    buyers: seenNow.buyers,
    conversionRate: rate,
    changes: {
      totalOrders: percentChange(now.orders, before.orders),
      totalRevenue: percentChange(now.revenuePaise, before.revenuePaise),
      averageOrderValue: percentChange(aov, aovBefore),
      conversionRate: percentChange(rate, rateBefore),
    },
    // Every status and priority, in their natural order, so charts keep their colours; a courier
    // status (out for delivery, returned to origin) only once an order has it.
    statusBreakdown: orderStatuses
      .filter((s) => !isCourierStatus(s) || Number(statusCount.get(s)?.n ?? 0) > 0)
      .map((status) => ({
        status,
        count: Number(statusCount.get(status)?.n ?? 0),
        revenue: paiseToRupees(Number(statusCount.get(status)?.revenue ?? 0)),
      })),
    warehouseBreakdown: warehouses,
    priorityBreakdown: [...orderPriorities].reverse().map((priority) => ({
      priority,
      count: priorityCount.get(priority) ?? 0,
    })),
    insights: [],
  };
  result.insights =
    now.placed === 0
      ? [
          {
            kind: 'no_orders',
            text: `No orders were placed from ${r.startDate} to ${r.endDate}.`,
          },
        ]
      : await insights(db, r, { now, before, warehouses });
  return result;
}

/** Sentences from the figures: best category, slowest warehouse, low-stock best sellers, trend. */
async function insights(
  db: Db,
  r: IndiaRange,
  f: {
    now: Awaited<ReturnType<typeof totals>>;
    before: Awaited<ReturnType<typeof totals>>;
    warehouses: OrderAnalytics['warehouseBreakdown'];
  },
): Promise<Insight[]> {
  const [categoryRows, lowStock] = await Promise.all([
    // The product's category today; the line's own snapshot when the product is gone.
    query<{ category: string; revenue: string | number; total: string | number }>(
      db,
      sql`select coalesce(${categories.name}, nullif(${orderItems.category}, ''), 'Uncategorised') as category,
                 sum(${orderItems.lineTotalPaise}) as revenue,
                 sum(sum(${orderItems.lineTotalPaise})) over () as total
            from ${orderItems}
            join ${orders} on ${orders.id} = ${orderItems.orderId}
            left join ${products} on ${products.id} = ${orderItems.productId}
            left join ${categories} on ${categories.id} = ${products.categoryId}
           where ${placedIn(r)} and ${countsAsRevenue}
           group by 1 order by 2 desc, 1 limit 1`,
    ),
    // Of the range's ten best sellers by units, the (at most three) biggest whose stock is at
    // or below the low-stock threshold the inventory screen uses.
    query<{ name: string; sold: number; stock: number }>(
      db,
      sql`with top as (
            select ${orderItems.productId} as id, sum(${orderItems.quantity})::int as sold
              from ${orderItems}
              join ${orders} on ${orders.id} = ${orderItems.orderId}
             where ${placedIn(r)} and ${countsAsRevenue} and ${orderItems.productId} is not null
             group by 1 order by 2 desc, 1 limit 10)
          select ${products.name} as name, top.sold, ${products.stock} as stock
            from top join ${products} on ${products.id} = top.id
           where ${products.deletedAt} is null and ${products.stock} <= ${DEFAULT_LOW_STOCK_THRESHOLD}
           order by top.sold desc, ${products.name} limit 3`,
    ),
  ]);

  const out: Insight[] = [];
  const best = categoryRows[0];
  if (best && Number(best.revenue) > 0) {
    const share = Math.round((Number(best.revenue) / Number(best.total)) * 100);
    out.push({
      kind: 'best_category',
      text: `${best.category} brought the most revenue: ${formatPaiseShort(Number(best.revenue))} (${share}% of item sales).`,
    });
  }

  const shipped = f.warehouses.filter((w) => w.averageHoursToShip !== null);
  if (shipped.length > 0) {
    const sorted = [...shipped].sort((a, b) => b.averageHoursToShip! - a.averageHoursToShip!);
    const slowest = sorted[0]!;
    const fastest = sorted[sorted.length - 1]!;
    out.push({
      kind: 'slowest_warehouse',
      text:
        sorted.length === 1
          ? `${slowest.warehouse} takes ${slowest.averageHoursToShip} hours from order to dispatch on average.`
          : slowest.averageHoursToShip === fastest.averageHoursToShip
            ? `Every warehouse takes ${slowest.averageHoursToShip} hours from order to dispatch on average.`
            : `${slowest.warehouse} is the slowest to ship: ${slowest.averageHoursToShip} hours from order to dispatch on average, against ${fastest.averageHoursToShip} hours at ${fastest.warehouse}.`,
    });
  }

  for (const p of lowStock) {
    out.push({
      kind: 'low_stock_best_seller',
      text:
        p.stock === 0
          ? `${p.name} is out of stock after selling ${p.sold} in this period: restock it.`
          : `Only ${p.stock} left of ${p.name}, which sold ${p.sold} in this period: restock soon.`,
    });
  }

  const days = `the previous ${r.days} ${r.days === 1 ? 'day' : 'days'}`;
  const change = percentChange(f.now.revenuePaise, f.before.revenuePaise);
  const revenue = formatPaiseShort(f.now.revenuePaise);
  out.push({
    kind: 'revenue_trend',
    text:
      change === null
        ? `Revenue was ${revenue}, with none in ${days} to compare against.`
        : change === 0
          ? `Revenue was ${revenue}, level with ${days}.`
          : `Revenue was ${revenue}, ${change > 0 ? 'up' : 'down'} ${Math.abs(change)}% on ${days} (${formatPaiseShort(f.before.revenuePaise)}).`,
  });
  return out;
}
