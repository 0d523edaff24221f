import { asc, count, desc, eq, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { paiseToRupees } from '@propwash/domain/money';
import type {
  AdminOrder,
  AdminOrderList,
  AdminOrderListQuery,
  AdminOrderRow,
} from '@propwash/domain/orders/admin-schemas';
import { AppError } from '../../../platform/app-error.ts';
import type { Db } from '../../../platform/db.ts';
import { pageInfo, selectPage } from '../../../platform/paging.ts';
import { containsPattern } from '../../../platform/like.ts';
import { orderKey, orderNotFound, orderViews, type OrderRow } from '../orders.view.ts';
import { filtersWhere, rowColumns } from './admin.filters.ts';
import type { OrderDispatch } from '@propwash/domain/orders/dispatch';
import { ewayBillLimitOf, orderDispatchOf } from '../dispatch/dispatch.readiness.ts';
import { invoices, orderItems, orders, orderTimeline } from '../orders.tables.ts';

/** The admin order list (a page with first lines and invoice numbers), product suggestions
 * for its filter, and one order in full. */
export function createOrdersAdminList(deps: {
  db: Db;
  /** The cached shipping settings: the e-way bill limit. */
  shipping: () => Promise<{ ewayBillLimitPaise?: number | undefined }>;
}) {
  const { db } = deps;

  /** The first two lines of each order and how many more, for a page of orders in one query. */
  async function firstLines(ids: string[]) {
    if (ids.length === 0) return new Map<string, { items: AdminOrderRow['items']; more: number }>();
    const ranked = db
      .select({
        orderId: orderItems.orderId,
        name: orderItems.name,
        quantity: orderItems.quantity,
        rn: sql<number>`(row_number() over (partition by ${orderItems.orderId} order by ${orderItems.id}))::int`.as(
          'rn',
        ),
        n: sql<number>`(count(*) over (partition by ${orderItems.orderId}))::int`.as('n'),
      })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .as('ranked');
    const lines = await db.select().from(ranked).where(lte(ranked.rn, 2)).orderBy(ranked.rn);
    const by = new Map<string, { items: AdminOrderRow['items']; more: number }>();
    for (const l of lines) {
      const entry = by.get(l.orderId) ?? { items: [], more: Math.max(0, Number(l.n) - 2) };
      entry.items.push({ name: l.name, quantity: l.quantity });
      by.set(l.orderId, entry);
    }
    return by;
  }

  async function invoiceNumbers(ids: string[]) {
    if (ids.length === 0) return new Map<string, string>();
    const rows = await db
      .select({ orderId: invoices.orderId, number: invoices.invoiceNumber })
      .from(invoices)
      .where(inArray(invoices.orderId, ids));
    return new Map(rows.map((r) => [r.orderId, r.number]));
  }

  function listRows(where: SQL | undefined) {
    return db
      .select(rowColumns)
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .$dynamic();
  }

  return {
    async list(query: AdminOrderListQuery): Promise<AdminOrderList> {
      const where = filtersWhere(db, query);
      const { rows, total } = await selectPage(db, query, listRows(where), {
        table: orders,
        where,
      });
      const ids = rows.map((r) => r.id);
      const [lines, numbers] = await Promise.all([firstLines(ids), invoiceNumbers(ids)]);
      const pagination = pageInfo(query, total);
      return {
        orders: rows.map((r) => ({
          id: r.id,
          orderNumber: r.orderNumber,
          customer: { name: r.customerName, email: r.customerEmail },
          items: lines.get(r.id)?.items ?? [],
          moreItems: lines.get(r.id)?.more ?? 0,
          createdAt: r.createdAt.toISOString(),
          total: paiseToRupees(r.totalPaise),
          status: r.status,
          payment: { method: r.paymentMethod, status: r.paymentStatus },
          priority: r.priority,
          warehouse: r.warehouse,
          trackingNumber: r.trackingNumber,
          invoiceNumber: numbers.get(r.id) ?? null,
          source: r.source,
          codConfirmation: r.codConfirmation,
        })),
        pagination: { ...pagination, totalPages: Math.max(1, pagination.totalPages) },
      };
    },

    /** Up to 8 product names from order lines, the most ordered first (trigram index). */
    async productSuggestions(q: string): Promise<string[]> {
      if (q.trim().length < 2) return [];
      const rows = await db
        .select({ name: orderItems.name })
        .from(orderItems)
        .where(ilike(orderItems.name, containsPattern(q.trim())))
        .groupBy(orderItems.name)
        .orderBy(desc(count()), asc(orderItems.name))
        .limit(8);
      return rows.map((r) => r.name);
    },

    async detail(idOrNumber: string): Promise<AdminOrder> {
      const [row] = await db.select().from(orders).where(orderKey(idOrNumber));
      if (!row) throw new AppError('NOT_FOUND', orderNotFound);
      const limit = ewayBillLimitOf(await deps.shipping());
      const [[view], actors, dispatch] = await Promise.all([
        orderViews(db, [row]),
        db
          .select({ automated: orderTimeline.automated, actor: orderTimeline.actorUserId })
          .from(orderTimeline)
          .where(eq(orderTimeline.orderId, row.id))
          .orderBy(asc(orderTimeline.createdAt), asc(orderTimeline.id)),
        orderDispatchOf(db, row.id, limit),
      ]);
      return { ...toAdminOrder(row, view!, actors), ...dispatch };
    },
  };
}

function toAdminOrder(
  row: OrderRow,
  view: Awaited<ReturnType<typeof orderViews>>[number],
  actors: { automated: boolean; actor: string | null }[],
): Omit<AdminOrder, keyof OrderDispatch> {
  return {
    ...view,
    priority: row.priority,
    fulfillment: { ...view.fulfillment, warehouse: row.warehouse },
    source: row.source,
    userId: row.userId,
    updatedAt: row.updatedAt.toISOString(),
    shippedAt: row.shippedAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    timeline: view.timeline.map((e, i) => {
      const a = actors[i];
      const actor =
        !a || a.automated
          ? 'system'
          : a.actor && a.actor === row.userId
            ? 'customer'
            : a.actor
              ? 'shop'
              : null;
      return { ...e, actor };
    }),
  };
}
