import { Readable } from 'node:stream';
import { and, asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import { indiaWallClock } from '@propwash/domain/india-time';
import { paiseToRupees } from '@propwash/domain/money';
import type {
  AdminOrderFilters,
  ExportedOrder,
  ExportedOrderInput,
} from '@propwash/domain/orders/admin-schemas';
import type { Db } from '../../platform/db.ts';
import { streamXlsx } from '../../platform/xlsx-stream.ts';
import { filtersWhere, rowColumns } from './orders.admin-filters.ts';
import { orderItems, orders } from './orders.tables.ts';

/** The admin order exports (JSON and Excel), streamed page by page. */
export function createOrdersExport(deps: { db: Db }) {
  const { db } = deps;

  type PageRow = Awaited<ReturnType<typeof newestRows>>[number];
  const newestRows = (where: SQL | undefined, pageSize: number) =>
    db
      .select(rowColumns)
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize);

  /** Export pages: keyset on (created_at, id), newest first, so page 500 costs what page 1 does. */
  async function* exportPages(filters: AdminOrderFilters, pageSize = 1000) {
    const where = filtersWhere(db, filters);
    let cursor: { at: string; id: string } | null = null;
    for (;;) {
      const after: SQL | undefined = cursor
        ? sql`(${orders.createdAt}, ${orders.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
        : undefined;
      const rows: PageRow[] = await newestRows(and(where, after), pageSize);
      if (rows.length === 0) return;
      yield rows;
      if (rows.length < pageSize) return;
      const last = rows[rows.length - 1]!;
      cursor = { at: last.cursorAt, id: last.id };
    }
  }

  return {
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
      const columns = [
        { header: 'Order ID', key: 'orderId', width: 18 },
        { header: 'Customer', key: 'customer', width: 26 },
        { header: 'Email', key: 'email', width: 32 },
        { header: 'Date', key: 'date', width: 20, style: { numFmt: 'dd-mmm-yyyy hh:mm' } },
        { header: 'Total', key: 'total', width: 14, style: { numFmt: '"₹"#,##0.00' } },
        { header: 'Status', key: 'status', width: 12 },
      ];
      return streamXlsx('Orders', columns, async (sheet) => {
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
      });
    },
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
