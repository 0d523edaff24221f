import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { paiseToRupees, rupeesToPaise } from '@propwash/domain/money';
import {
  exportedOrderSchema,
  MAX_IMPORT_ORDERS,
  type AdminOrder,
  type AdminOrderFilters,
  type AdminOrderList,
  type AdminOrderListQuery,
  type AdminOrderRow,
  type ExportedOrder,
  type ExportedOrderInput,
  type ImportResult,
} from '@propwash/domain/orders/admin-schemas';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import { orderKey, orderNotFound, orderViews, type OrderRow } from './order-view.ts';
import { invoices, orderItems, orders, orderTimeline } from './orders.tables.ts';
import { containsPattern } from '../../platform/like.ts';
import { DAY_MS, indiaMidnight, indiaWallClock } from '@propwash/domain/india-time';

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
function filtersWhere(db: Db, f: AdminOrderFilters): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (f.status !== 'all') conds.push(eq(orders.status, f.status));
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

const rowColumns = {
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
};

/**
 * Admin reads (list, filters, export) and the history import. Writes that move an
 * order (status, tracking, priority, warehouse) live in orders.service.ts, beside cancelOrder.
 */
export function createOrdersAdmin(deps: { db: Db }) {
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

  type PageRow = Awaited<ReturnType<typeof pageRows>>[number];
  function pageRows(where: SQL | undefined, limit: number, offset: number) {
    return db
      .select(rowColumns)
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset);
  }

  /** Export pages: keyset on (created_at, id), newest first, so page 500 costs what page 1 does. */
  async function* exportPages(filters: AdminOrderFilters, pageSize = 1000) {
    const where = filtersWhere(db, filters);
    let cursor: { at: string; id: string } | null = null;
    for (;;) {
      const after: SQL | undefined = cursor
        ? sql`(${orders.createdAt}, ${orders.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
        : undefined;
      const rows: PageRow[] = await db
        .select(rowColumns)
        .from(orders)
        .where(and(where, after))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(pageSize);
      if (rows.length === 0) return;
      yield rows;
      if (rows.length < pageSize) return;
      const last = rows[rows.length - 1]!;
      cursor = { at: last.cursorAt, id: last.id };
    }
  }

  return {
    async list(query: AdminOrderListQuery): Promise<AdminOrderList> {
      const where = filtersWhere(db, query);
      const [rows, [total]] = await Promise.all([
        pageRows(where, query.limit, (query.page - 1) * query.limit),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      const ids = rows.map((r) => r.id);
      const [lines, numbers] = await Promise.all([firstLines(ids), invoiceNumbers(ids)]);
      const n = total?.n ?? 0;
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
        })),
        pagination: {
          page: query.page,
          limit: query.limit,
          total: n,
          totalPages: Math.max(1, Math.ceil(n / query.limit)),
        },
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
      const [[view], actors] = await Promise.all([
        orderViews(db, [row]),
        db
          .select({ automated: orderTimeline.automated, actor: orderTimeline.actorUserId })
          .from(orderTimeline)
          .where(eq(orderTimeline.orderId, row.id))
          .orderBy(asc(orderTimeline.createdAt), asc(orderTimeline.id)),
      ]);
      return toAdminOrder(row, view!, actors);
    },

    /** JSON export: an array in the export's shape, streamed page by page. */
    exportJson(filters: AdminOrderFilters): Readable {
      return Readable.from(
        (async function* () {
          let first = true;
          yield '[';
          for await (const rows of exportPages(filters)) {
            const lines = await linesOf(
              db,
              rows.map((r) => r.id),
            );
            const text = rows
              .map((r) => JSON.stringify(exportedOrder(r, lines.get(r.id) ?? [])))
              .join(',\n');
            yield `${first ? '\n' : ',\n'}${text}`;
            first = false;
          }
          yield '\n]\n';
        })(),
      );
    },

    /**
     * Excel export with exceljs' streaming writer: rows are committed as each page arrives, so
     * 50,000 orders never sit in memory as a workbook.
     */
    exportXlsx(filters: AdminOrderFilters): Readable {
      const out = new PassThrough();
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
        stream: out,
        useStyles: true,
        useSharedStrings: false,
      });
      const sheet = workbook.addWorksheet('Orders');
      sheet.columns = [
        { header: 'Order ID', key: 'orderId', width: 18 },
        { header: 'Customer', key: 'customer', width: 26 },
        { header: 'Email', key: 'email', width: 32 },
        { header: 'Date', key: 'date', width: 20, style: { numFmt: 'dd-mmm-yyyy hh:mm' } },
        { header: 'Total', key: 'total', width: 14, style: { numFmt: '"₹"#,##0.00' } },
        { header: 'Status', key: 'status', width: 12 },
      ];
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      void (async () => {
        for await (const rows of exportPages(filters)) {
          for (const r of rows) {
            sheet
              .addRow({
                orderId: r.orderNumber,
                customer: r.customerName,
                email: r.customerEmail,
                // Excel has no time zones: the India wall-clock time, as the shop reads it.
                date: indiaWallClock(r.createdAt),
                total: paiseToRupees(r.totalPaise),
                status: r.status,
              })
              .commit();
          }
        }
        sheet.commit();
        await workbook.commit();
      })().catch((err: unknown) =>
        out.destroy(err instanceof Error ? err : new Error(String(err))),
      );
      return out;
    },

    /**
     * History import: each valid row becomes an order with source import, its lines and one
     * timeline entry; no stock, payment, coupon or invoice is touched. Numbers already in the
     * shop (or earlier in the file) are skipped.
     */
    async importOrders(body: unknown, actorUserId: string): Promise<ImportResult> {
      if (!Array.isArray(body)) {
        throw new AppError('VALIDATION_FAILED', 'Invalid format. Expected array of orders.');
      }
      if (body.length > MAX_IMPORT_ORDERS) {
        throw new AppError(
          'VALIDATION_FAILED',
          `At most ${MAX_IMPORT_ORDERS} orders per file; split the file and import each part.`,
        );
      }
      const result: ImportResult = { imported: 0, failed: 0, skipped: 0, errors: [] };
      const seen = new Set<string>();
      const valid: ExportedOrder[] = [];
      body.forEach((raw, index) => {
        const parsed = exportedOrderSchema.safeParse(raw);
        if (!parsed.success) {
          result.failed += 1;
          if (result.errors.length < 20) {
            const issue = parsed.error.issues[0];
            result.errors.push({
              index,
              reason: issue ? `${issue.path.join('.') || 'order'}: ${issue.message}` : 'invalid',
            });
          }
          return;
        }
        if (seen.has(parsed.data.orderId)) result.skipped += 1;
        else {
          seen.add(parsed.data.orderId);
          valid.push(parsed.data);
        }
      });
      for (let i = 0; i < valid.length; i += 500) {
        const chunk = valid.slice(i, i + 500);
        const inserted = await db.transaction(async (tx) => {
          const written = await tx
            .insert(orders)
            .values(chunk.map(importedRow))
            .onConflictDoNothing({ target: orders.orderNumber })
            .returning({ id: orders.id, orderNumber: orders.orderNumber });
          const idOf = new Map(written.map((w) => [w.orderNumber, w.id]));
          const fresh = chunk.flatMap((o) => {
            const id = idOf.get(o.orderId);
            return id ? [{ o, id }] : [];
          });
          const lines = fresh.flatMap(({ o, id }) =>
            o.items.map((item) => {
              const unit = rupeesToPaise(item.price);
              return {
                orderId: id,
                name: item.name,
                unitPricePaise: unit,
                quantity: item.quantity,
                lineTotalPaise: unit * item.quantity,
              };
            }),
          );
          for (let j = 0; j < lines.length; j += 2000) {
            await tx.insert(orderItems).values(lines.slice(j, j + 2000));
          }
          if (fresh.length > 0) {
            await tx.insert(orderTimeline).values(
              fresh.map(({ o, id }) => ({
                orderId: id,
                status: o.status,
                message: 'Imported from a file',
                automated: false,
                actorUserId,
                createdAt: new Date(o.date),
              })),
            );
          }
          return fresh.length;
        });
        result.imported += inserted;
        result.skipped += chunk.length - inserted;
      }
      return result;
    },
  };
}
export type OrdersAdmin = ReturnType<typeof createOrdersAdmin>;

function importedRow(o: ExportedOrder): typeof orders.$inferInsert {
  const at = new Date(o.date);
  const subtotal = o.items.reduce((s, i) => s + rupeesToPaise(i.price) * i.quantity, 0);
  const s = o.shipping;
  return {
    orderNumber: o.orderId,
    userId: null,
    status: o.status,
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    priority: o.priority,
    warehouse: o.warehouse,
    shippingMethod: o.shippingMethod,
    customerName: o.customer,
    customerEmail: o.email.toLowerCase(),
    shippingAddress: {
      name: s?.name || o.customer,
      email: o.email.toLowerCase(),
      phone: s?.phone ?? '',
      address: s?.address ?? '',
      city: s?.city ?? '',
      state: s?.state ?? '',
      pincode: s?.pincode ?? '',
    },
    subtotalPaise: subtotal,
    totalPaise: rupeesToPaise(o.total),
    trackingNumber: o.trackingNumber || null,
    source: 'import',
    cancelReason: o.status === 'cancelled' ? 'Imported as cancelled' : null,
    createdAt: at,
    updatedAt: at,
    shippedAt: o.status === 'shipped' || o.status === 'delivered' ? at : null,
    deliveredAt: o.status === 'delivered' ? at : null,
  };
}

/** One order in the export's JSON shape (what the import reads back). */
export function exportedOrder(
  r: {
    orderNumber: string;
    customerName: string;
    customerEmail: string;
    createdAt: Date;
    totalPaise: number;
    status: ExportedOrder['status'];
    paymentMethod: string;
    paymentStatus: ExportedOrder['paymentStatus'];
    priority: ExportedOrder['priority'];
    warehouse: string;
    trackingNumber: string | null;
  },
  items: { name: string; quantity: number; unitPricePaise: number }[],
): ExportedOrderInput {
  return {
    orderId: r.orderNumber,
    customer: r.customerName,
    email: r.customerEmail,
    date: r.createdAt.toISOString(),
    total: paiseToRupees(r.totalPaise),
    status: r.status,
    paymentMethod: r.paymentMethod,
    paymentStatus: r.paymentStatus,
    priority: r.priority,
    warehouse: r.warehouse,
    trackingNumber: r.trackingNumber,
    items: items.map((i) => ({
      name: i.name,
      quantity: i.quantity,
      price: paiseToRupees(i.unitPricePaise),
    })),
  };
}

/** Every line of these orders (the JSON export's page), in one query. */
export async function linesOf(db: Db, ids: string[]) {
  const by = new Map<string, { name: string; quantity: number; unitPricePaise: number }[]>();
  if (ids.length === 0) return by;
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      name: orderItems.name,
      quantity: orderItems.quantity,
      unitPricePaise: orderItems.unitPricePaise,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.id));
  for (const r of rows) by.set(r.orderId, [...(by.get(r.orderId) ?? []), r]);
  return by;
}

function toAdminOrder(
  row: OrderRow,
  view: Awaited<ReturnType<typeof orderViews>>[number],
  actors: { automated: boolean; actor: string | null }[],
): AdminOrder {
  return {
    ...view,
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
