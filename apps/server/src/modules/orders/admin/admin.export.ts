import { Readable } from 'node:stream';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { indiaWallClock } from '@propwash/domain/india-time';
import { paiseToRupees } from '@propwash/domain/money';
import { spreadsheetText } from '@propwash/domain/platform/csv';
import { gstBpToPercent } from '@propwash/domain/pricing/gst';
import type { GeneralSettings } from '@propwash/domain/settings/defaults';
import type {
  AdminOrderFilters,
  ExportedOrder,
  ExportedOrderInput,
} from '@propwash/domain/orders/admin-schemas';
import type { Db } from '../../../platform/db.ts';
import { streamXlsx } from '../../../platform/xlsx-stream.ts';
import { filtersWhere, rowColumns } from './admin.filters.ts';
import { buildInvoiceDocument } from '../invoices/invoices.document.ts';
import { invoices, orderItems, orders } from '../orders.tables.ts';
import type { CancellationNotesPort } from '../orders.ports.ts';

/**
 * The accountant's columns (docs/decisions/orders-export-per-invoice-line.md): one row per line
 * of each order's invoice (its products, then shipping), Excel and CSV alike.
 */
const lineColumns = [
  { header: 'Order number', key: 'orderNumber', width: 18 },
  { header: 'Order date', key: 'orderDate', width: 18, style: { numFmt: 'dd-mmm-yyyy hh:mm' } },
  { header: 'Invoice number', key: 'invoiceNumber', width: 18 },
  { header: 'Invoice date', key: 'invoiceDate', width: 13 },
  { header: 'Supplier GSTIN', key: 'supplierGstin', width: 18 },
  { header: 'Supplier state', key: 'supplierState', width: 16 },
  { header: 'Place of supply', key: 'placeOfSupply', width: 18 },
  { header: 'Place of supply code', key: 'placeOfSupplyCode', width: 10 },
  { header: 'Customer', key: 'customer', width: 24 },
  { header: 'Email', key: 'email', width: 28 },
  { header: 'Item', key: 'item', width: 36 },
  { header: 'SKU', key: 'sku', width: 16 },
  { header: 'HSN/SAC', key: 'hsn', width: 10 },
  { header: 'Quantity', key: 'quantity', width: 9 },
  { header: 'GST rate %', key: 'gstRate', width: 10 },
  { header: 'Taxable value', key: 'taxable', width: 14, money: true },
  { header: 'CGST', key: 'cgst', width: 12, money: true },
  { header: 'SGST', key: 'sgst', width: 12, money: true },
  { header: 'IGST', key: 'igst', width: 12, money: true },
  { header: 'Line total', key: 'lineTotal', width: 14, money: true },
  { header: 'Order total', key: 'orderTotal', width: 14, money: true },
  { header: 'Payment method', key: 'paymentMethod', width: 14 },
  { header: 'Payment status', key: 'paymentStatus', width: 14 },
  { header: 'Status', key: 'status', width: 12 },
  { header: 'Credit note', key: 'creditNote', width: 18 },
] as const;
type LineRow = Record<(typeof lineColumns)[number]['key'], string | number | Date>;

/**
 * A CSV cell: quoted, and never read as a formula (docs/decisions/spreadsheet-formula-guard.md).
 */
function csvCell(value: string | number | Date): string {
  if (typeof value === 'number') return String(value);
  const text = value instanceof Date ? value.toISOString() : value;
  return `"${spreadsheetText(text).replace(/"/g, '""')}"`;
}

/** The admin order exports (JSON, and Excel and CSV by invoice line), streamed page by page. */
export function createOrdersExport(deps: {
  db: Db;
  general: () => Promise<GeneralSettings>;
  cancellationNotes: Pick<CancellationNotesPort, 'find'>;
}) {
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

  /**
   * The export's pages as invoice lines: each order's invoice document (the same figures the
   * invoice prints); an order without an invoice yet has its lines with the invoice cells empty.
   */
  async function* linePages(filters: AdminOrderFilters): AsyncGenerator<LineRow[]> {
    const general = await deps.general();
    for await (const page of exportPages(filters)) {
      const ids = page.map((r) => r.id);
      const [full, items] = await Promise.all([
        db
          .select({ order: orders, invoice: invoices })
          .from(orders)
          .leftJoin(invoices, eq(invoices.orderId, orders.id))
          .where(inArray(orders.id, ids)),
        db
          .select()
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids))
          .orderBy(asc(orderItems.name), asc(orderItems.id)),
      ]);
      const byId = new Map(full.map((f) => [f.order.id, f]));
      const rows: LineRow[] = [];
      for (const { id } of page) {
        const { order, invoice } = byId.get(id)!;
        const doc = buildInvoiceDocument({
          order,
          items: items.filter((i) => i.orderId === id),
          invoice: invoice ?? { invoiceNumber: '', issuedAt: order.createdAt },
          general,
        });
        const note =
          invoice && order.status === 'cancelled' ? await deps.cancellationNotes.find(id) : null;
        for (const line of doc.lines) {
          rows.push({
            orderNumber: order.orderNumber,
            // Excel has no time zones: the India wall-clock time, as the shop reads it.
            orderDate: indiaWallClock(order.createdAt),
            invoiceNumber: doc.invoiceNumber,
            invoiceDate: invoice ? doc.invoiceDate : '',
            supplierGstin: doc.seller.gstin,
            supplierState: doc.seller.state,
            placeOfSupply: doc.placeOfSupply.state,
            placeOfSupplyCode: doc.placeOfSupply.stateCode,
            customer: order.customerName,
            email: order.customerEmail,
            item: line.description,
            sku: line.sku,
            hsn: line.hsnCode,
            quantity: line.quantity,
            gstRate: gstBpToPercent(line.gstRateBp),
            taxable: paiseToRupees(line.taxablePaise),
            cgst: paiseToRupees(line.cgstPaise),
            sgst: paiseToRupees(line.sgstPaise),
            igst: paiseToRupees(line.igstPaise),
            lineTotal: paiseToRupees(line.totalPaise),
            orderTotal: paiseToRupees(order.totalPaise),
            paymentMethod: order.paymentMethod,
            paymentStatus: order.paymentStatus,
            status: order.status,
            creditNote: note?.number ?? '',
          });
        }
      }
      yield rows;
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
     * Excel export with exceljs' streaming writer, one row per invoice line: rows are committed
     * as each page arrives, so 50,000 orders never sit in memory as a workbook.
     */
    exportXlsx(filters: AdminOrderFilters): Readable {
      const columns = lineColumns.map(({ header, key, width, ...rest }) => ({
        header,
        key,
        width,
        ...('style' in rest ? { style: rest.style } : {}),
        ...('money' in rest ? { style: { numFmt: '"₹"#,##0.00' } } : {}),
      }));
      return streamXlsx('Orders', columns, async (sheet) => {
        for await (const rows of linePages(filters)) {
          // streamXlsx guards every text cell against running as a formula.
          for (const row of rows) sheet.addRow(row).commit();
        }
      });
    },

    /** The same rows as CSV (UTF-8 with a byte-order mark, so Excel reads ₹ and names right). */
    exportCsv(filters: AdminOrderFilters): Readable {
      return Readable.from(
        (async function* () {
          yield `\uFEFF${lineColumns.map((c) => csvCell(c.header)).join(',')}\r\n`;
          for await (const rows of linePages(filters)) {
            yield rows
              .map((row) => `${lineColumns.map((c) => csvCell(row[c.key])).join(',')}\r\n`)
              .join('');
          }
        })(),
      );
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
