// The drone sales register (docs/decisions/drones.md): one row per drone unit the shop sold in a
// period, with its buyer and its serial numbers, as CSV or Excel.
import { Readable } from 'node:stream';
import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { droneCategoryLabels, droneCategoryOf } from '@propwash/domain/catalog/drones';
import { DAY_MS, indiaDay, indiaMidnight } from '@propwash/domain/india-time';
import type { DroneRegisterQuery } from '@propwash/domain/orders/dispatch';
import { spreadsheetText } from '@propwash/domain/platform/csv';
import type { Db } from '../../../platform/db.ts';
import { streamXlsx } from '../../../platform/xlsx-stream.ts';
import { droneUnits, invoices, orderItems, orders } from '../orders.tables.ts';

/** Orders whose goods left the shop (a parcel returned to origin still left, and says so). */
const shippedStatuses = ['shipped', 'out_for_delivery', 'delivered', 'returned_to_origin'] as const;

const columns = [
  { header: 'Invoice date', key: 'date', width: 13 },
  { header: 'Order number', key: 'orderNumber', width: 18 },
  { header: 'Invoice number', key: 'invoiceNumber', width: 18 },
  { header: 'Buyer', key: 'buyer', width: 24 },
  { header: 'Buyer GSTIN', key: 'gstin', width: 17 },
  { header: 'Address', key: 'address', width: 48 },
  { header: 'Phone', key: 'phone', width: 16 },
  { header: 'Email', key: 'email', width: 28 },
  { header: 'Product', key: 'product', width: 32 },
  { header: 'Category', key: 'category', width: 22 },
  { header: 'Weight (g)', key: 'weight', width: 10 },
  { header: 'Unit', key: 'unit', width: 6 },
  { header: 'Aircraft serial', key: 'aircraft', width: 20 },
  { header: 'Flight controller serial', key: 'flightController', width: 22 },
  { header: 'Remote serial', key: 'remote', width: 20 },
  { header: 'Order status', key: 'status', width: 16 },
] as const;
type RegisterRow = Record<(typeof columns)[number]['key'], string | number>;

/** A CSV cell, quoted and never read as a formula (docs/decisions/spreadsheet-formula-guard.md). */
function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  return `"${spreadsheetText(value).replace(/"/g, '""')}"`;
}

/** The register's rows, read in keyset pages: 1,000 units a query, whatever the period. */
export function createDroneRegister(deps: { db: Db }) {
  const { db } = deps;

  const pageRows = (where: SQL | undefined, pageSize: number) =>
    db
      .select({
        issuedAt: invoices.issuedAt,
        // The keyset's time as PostgreSQL writes it (microseconds; a JS Date keeps milliseconds).
        cursorAt: sql<string>`${invoices.issuedAt}::text`,
        invoiceNumber: invoices.invoiceNumber,
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        address: orders.shippingAddress,
        buyer: orders.buyer,
        itemId: droneUnits.orderItemId,
        product: orderItems.name,
        weight: orderItems.droneWeightGrams,
        unit: droneUnits.unit,
        aircraft: droneUnits.aircraftSerial,
        flightController: droneUnits.flightControllerSerial,
        remote: droneUnits.remoteSerial,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(droneUnits, eq(droneUnits.orderId, invoices.orderId))
      .innerJoin(orderItems, eq(orderItems.id, droneUnits.orderItemId))
      .where(where)
      .orderBy(
        asc(invoices.issuedAt),
        asc(invoices.orderId),
        asc(droneUnits.orderItemId),
        asc(droneUnits.unit),
      )
      .limit(pageSize);
  type PageRow = Awaited<ReturnType<typeof pageRows>>[number];

  async function* pages(query: DroneRegisterQuery, pageSize = 1000) {
    // The period's India days, by the tax invoice's date (orders_invoice_issued_idx).
    const from = indiaMidnight(query.from);
    const to = new Date(indiaMidnight(query.to).getTime() + DAY_MS);
    const inPeriod = and(
      gte(invoices.issuedAt, from),
      lt(invoices.issuedAt, to),
      inArray(orders.status, [...shippedStatuses]),
    );
    let cursor: { at: string; orderId: string; itemId: string; unit: number } | null = null;
    for (;;) {
      const after: SQL | undefined = cursor
        ? sql`(${invoices.issuedAt}, ${invoices.orderId}, ${droneUnits.orderItemId}, ${droneUnits.unit}) > (${cursor.at}::timestamptz, ${cursor.orderId}::uuid, ${cursor.itemId}::uuid, ${cursor.unit}::int)`
        : undefined;
      const rows: PageRow[] = await pageRows(and(inPeriod, after), pageSize);
      if (rows.length === 0) return;
      yield rows.map((r): RegisterRow => {
        const a = r.address;
        const weight = r.weight ?? 0;
        return {
          date: indiaDay(r.issuedAt),
          orderNumber: r.orderNumber,
          invoiceNumber: r.invoiceNumber,
          buyer: r.buyer?.legalName ?? a.name,
          gstin: r.buyer?.gstin ?? '',
          address: [a.address, a.landmark, `${a.city} ${a.pincode}`, a.state]
            .filter(Boolean)
            .join(', '),
          phone: a.phone,
          email: a.email,
          product: r.product,
          category: weight > 0 ? droneCategoryLabels[droneCategoryOf(weight)] : '',
          weight,
          unit: r.unit,
          aircraft: r.aircraft,
          flightController: r.flightController,
          remote: r.remote,
          status: r.status,
        };
      });
      if (rows.length < pageSize) return;
      const last = rows[rows.length - 1]!;
      cursor = { at: last.cursorAt, orderId: last.orderId, itemId: last.itemId, unit: last.unit };
    }
  }

  return {
    /** The register as CSV (UTF-8 with a byte-order mark, so Excel reads names right). */
    csv(query: DroneRegisterQuery, pageSize?: number): Readable {
      return Readable.from(
        (async function* () {
          yield `\uFEFF${columns.map((c) => csvCell(c.header)).join(',')}\r\n`;
          for await (const rows of pages(query, pageSize)) {
            yield rows
              .map((row) => `${columns.map((c) => csvCell(row[c.key])).join(',')}\r\n`)
              .join('');
          }
        })(),
      );
    },

    /** The register as an Excel workbook, streamed (every text cell guarded). */
    xlsx(query: DroneRegisterQuery): Readable {
      return streamXlsx(
        'Drone sales register',
        columns.map(({ header, key, width }) => ({ header, key, width })),
        async (sheet) => {
          for await (const rows of pages(query)) for (const row of rows) sheet.addRow(row).commit();
        },
      );
    },
  };
}
export type DroneRegister = ReturnType<typeof createDroneRegister>;
