import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import type { ReportType } from '@propwash/domain/analytics/schemas';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@propwash/domain/inventory/admin-schemas';
import { paiseToRupees } from '@propwash/domain/money';
import type { Db } from '../../platform/db.ts';
import { streamXlsx, type XlsxSheet } from '../../platform/xlsx-stream.ts';
import { users } from '../accounts/accounts.tables.ts';
import { categories, products } from '../catalog/catalog.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import { daysOf, indiaWallClock, type IndiaRange } from './analytics.range.ts';
import { countsAsRevenue, indiaDate, placedIn, query } from './analytics.sql.ts';

const RUPEES = '"₹"#,##0.00';
const PAGE = 1000;

type Sheet = XlsxSheet;
type Column = { header: string; key: string; width: number; style?: Partial<ExcelJS.Style> };

/** The file name the download carries: orders_report_2031-03-01_to_2031-03-31.xlsx. */
export const reportFileName = (type: ReportType, r: IndiaRange) =>
  `${type}_report_${r.startDate}_to_${r.endDate}.xlsx`;

/**
 * A report as an .xlsx stream, written with exceljs' streaming writer (as the orders export is):
 * rows are committed as they are read, so a long report never sits in memory as a workbook.
 */
export function exportReport(db: Db, type: ReportType, r: IndiaRange): Readable {
  const { title, columns, fill } = reports[type];
  return streamXlsx(title, columns, (sheet) => fill(db, r, sheet));
}

type OrderLine = {
  id: string;
  number: string;
  name: string;
  email: string;
  at: string;
  created: Date | string;
  status: string;
  payment: string;
  total: number;
};
type StockLine = {
  id: string;
  name: string;
  sku: string;
  category: string | null;
  stock: number;
  stockStatus: string;
  price: number;
};

/**
 * Writes a keyset-paged query to the sheet, oldest key first: `page(after)` reads the PAGE rows
 * after the last one written (null: from the start) until a page comes back short.
 */
async function writePages<Row>(
  sheet: Sheet,
  page: (after: Row | null) => Promise<Row[]>,
  toRow: (row: Row) => Record<string, unknown>,
) {
  let after: Row | null = null;
  for (;;) {
    const rows = await page(after);
    for (const row of rows) sheet.addRow(toRow(row)).commit();
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!;
  }
}

const reports: Record<
  ReportType,
  { title: string; columns: Column[]; fill: (db: Db, r: IndiaRange, sheet: Sheet) => Promise<void> }
> = {
  orders: {
    title: 'Orders',
    columns: [
      { header: 'Order ID', key: 'orderId', width: 18 },
      { header: 'Customer', key: 'customer', width: 26 },
      { header: 'Email', key: 'email', width: 32 },
      { header: 'Date', key: 'date', width: 20, style: { numFmt: 'dd-mmm-yyyy hh:mm' } },
      { header: 'Status', key: 'status', width: 12 },
      { header: 'Payment', key: 'payment', width: 12 },
      { header: 'Total ₹', key: 'total', width: 14, style: { numFmt: RUPEES } },
    ],
    // Oldest first, a keyset page at a time.
    async fill(db, r, sheet) {
      await writePages(
        sheet,
        (after: OrderLine | null) =>
          query<OrderLine>(
            db,
            sql`select ${orders.id} as id, ${orders.orderNumber} as number, ${orders.customerName} as name,
                       ${orders.customerEmail} as email, ${orders.createdAt}::text as at,
                       ${orders.createdAt} as created, ${orders.status} as status,
                       ${orders.paymentMethod} as payment, ${orders.totalPaise} as total
                  from ${orders}
                 where ${placedIn(r)}
                   ${after ? sql`and (${orders.createdAt}, ${orders.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
                 order by ${orders.createdAt}, ${orders.id} limit ${PAGE}`,
          ),
        (o) => ({
          orderId: o.number,
          customer: o.name,
          email: o.email,
          date: indiaWallClock(new Date(o.created)),
          status: o.status,
          payment: o.payment,
          total: paiseToRupees(Number(o.total)),
        }),
      );
    },
  },

  revenue: {
    title: 'Revenue',
    columns: [
      { header: 'Date', key: 'date', width: 14 },
      { header: 'Orders', key: 'orders', width: 10 },
      { header: 'Revenue ₹', key: 'revenue', width: 16, style: { numFmt: RUPEES } },
    ],
    // Every day of the range, days without orders as 0; orders and revenue leave cancelled
    // orders out (the analytics' one rule).
    async fill(db, r, sheet) {
      const rows = await query<{ day: string; orders: number; revenue: string | number }>(
        db,
        sql`select ${indiaDate(orders.createdAt)} as day,
                   (count(*) filter (where ${countsAsRevenue}))::int as orders,
                   coalesce(sum(${orders.totalPaise}) filter (where ${countsAsRevenue}), 0) as revenue
              from ${orders} where ${placedIn(r)} group by 1`,
      );
      const byDay = new Map(rows.map((d) => [d.day, d]));
      let orderCount = 0;
      let revenuePaise = 0;
      for (const date of daysOf(r)) {
        const d = byDay.get(date);
        orderCount += Number(d?.orders ?? 0);
        revenuePaise += Number(d?.revenue ?? 0);
        sheet
          .addRow({
            date,
            orders: Number(d?.orders ?? 0),
            revenue: paiseToRupees(Number(d?.revenue ?? 0)),
          })
          .commit();
      }
      const total = sheet.addRow({
        date: 'Total',
        orders: orderCount,
        revenue: paiseToRupees(revenuePaise),
      });
      total.font = { bold: true };
      total.commit();
    },
  },

  inventory: {
    title: 'Inventory',
    columns: [
      { header: 'Product', key: 'product', width: 40 },
      { header: 'SKU', key: 'sku', width: 18 },
      { header: 'Category', key: 'category', width: 22 },
      { header: 'Stock', key: 'stock', width: 10 },
      { header: 'Status', key: 'status', width: 14 },
      { header: 'Price ₹', key: 'price', width: 14, style: { numFmt: RUPEES } },
    ],
    // Stock today (the range only names the file): every product not deleted, by name.
    async fill(db, _r, sheet) {
      await writePages(
        sheet,
        (after: StockLine | null) =>
          query<StockLine>(
            db,
            sql`select ${products.id} as id, ${products.name} as name, ${products.sku} as sku,
                       ${categories.name} as category, ${products.stock} as stock,
                       ${products.stockStatus} as "stockStatus", ${products.pricePaise} as price
                  from ${products}
                  left join ${categories} on ${categories.id} = ${products.categoryId}
                 where ${products.deletedAt} is null
                   ${after ? sql`and (${products.name}, ${products.id}) > (${after.name}::text, ${after.id}::uuid)` : sql``}
                 order by ${products.name}, ${products.id} limit ${PAGE}`,
          ),
        (p) => {
          const stock = Number(p.stock);
          return {
            product: p.name,
            sku: p.sku,
            category: p.category ?? '',
            stock,
            status:
              stock === 0 || p.stockStatus === 'out_of_stock'
                ? 'Out of stock'
                : stock <= DEFAULT_LOW_STOCK_THRESHOLD
                  ? 'Low stock'
                  : 'In stock',
            price: paiseToRupees(Number(p.price)),
          };
        },
      );
    },
  },

  customers: {
    title: 'Customers',
    columns: [
      { header: 'Name', key: 'name', width: 26 },
      { header: 'Email', key: 'email', width: 32 },
      { header: 'Registered', key: 'registered', width: 14, style: { numFmt: 'dd-mmm-yyyy' } },
      { header: 'Orders', key: 'orders', width: 10 },
      { header: 'Total spent ₹', key: 'spent', width: 16, style: { numFmt: RUPEES } },
    ],
    // Customers who had an account by the range's end; orders placed and spent within the range
    // (spent leaves cancelled orders out); the biggest spenders first.
    async fill(db, r, sheet) {
      const rows = await query<{
        name: string;
        email: string;
        created: Date | string;
        orders: number;
        spent: string | number;
      }>(
        db,
        sql`select ${users.name} as name, ${users.email} as email, ${users.createdAt} as created,
                   coalesce(o.n, 0)::int as orders, coalesce(o.spent, 0) as spent
              from ${users}
              left join (
                select ${orders.userId} as user_id, count(*) filter (where ${countsAsRevenue}) as n,
                       sum(${orders.totalPaise}) filter (where ${countsAsRevenue}) as spent
                  from ${orders} where ${placedIn(r)} and ${orders.userId} is not null
                 group by 1) o on o.user_id = ${users.id}
             where ${users.role} = 'user' and ${users.createdAt} < ${r.to.toISOString()}::timestamptz
             order by coalesce(o.spent, 0) desc, coalesce(o.n, 0) desc, ${users.name}, ${users.email}`,
      );
      for (const c of rows) {
        sheet
          .addRow({
            name: c.name,
            email: c.email,
            registered: indiaWallClock(new Date(c.created)),
            orders: Number(c.orders),
            spent: paiseToRupees(Number(c.spent)),
          })
          .commit();
      }
    },
  },
};
