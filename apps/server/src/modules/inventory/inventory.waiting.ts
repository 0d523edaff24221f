import { Readable } from 'node:stream';
import { asc, desc, isNull, sql } from 'drizzle-orm';
import { indiaWallClock } from '@propwash/domain/india-time';
import type { WaitingItem, WaitingList } from '@propwash/domain/inventory/stock-alerts';
import { csvLine, spreadsheetText } from '@propwash/domain/platform/csv';
import type { Db } from '../../platform/db.ts';
import { pageInfo, type PageQuery } from '../../platform/paging.ts';
import { streamXlsx } from '../../platform/xlsx-stream.ts';
import { alertItemFacts } from '../catalog/catalog.stock-reads.ts';
import { stockAlerts } from './inventory.tables.ts';

const columns = [
  { header: 'Product', key: 'productName', width: 40 },
  { header: 'Version', key: 'variantLabel', width: 20 },
  { header: 'SKU', key: 'sku', width: 18 },
  { header: 'Waiting', key: 'waiting', width: 10 },
  { header: 'In stock now', key: 'stock', width: 12 },
  { header: 'Oldest request (IST)', key: 'oldestAt', width: 20 },
] as const;

/** Groups of one item's waiting requests, read from the partial index of waiting rows. */
const waitingRows = sql`${stockAlerts.notifiedAt} is null`;

/**
 * The owner's view of demand (docs/decisions/back-in-stock.md): how many shoppers wait for each
 * product and version, most wanted first (then the longest waiting), and the same list as a
 * spreadsheet.
 */
export function createWaitingList(deps: { db: Db }) {
  const { db } = deps;

  const grouped = () =>
    db
      .select({
        productId: stockAlerts.productId,
        variantId: stockAlerts.variantId,
        waiting: sql<number>`count(*)::int`,
        oldestAt: sql<Date>`min(${stockAlerts.createdAt})`.mapWith(stockAlerts.createdAt),
      })
      .from(stockAlerts)
      .where(isNull(stockAlerts.notifiedAt))
      .groupBy(stockAlerts.productId, stockAlerts.variantId)
      .orderBy(
        desc(sql`count(*)`),
        asc(sql`min(${stockAlerts.createdAt})`),
        asc(stockAlerts.productId),
        asc(stockAlerts.variantId),
      );

  async function named(
    rows: { productId: string; variantId: string | null; waiting: number; oldestAt: Date }[],
  ): Promise<WaitingItem[]> {
    const facts = await alertItemFacts(db, rows);
    return rows.flatMap((r) => {
      const f = facts.get(`${r.productId}:${r.variantId ?? ''}`);
      if (!f) return [];
      return [
        {
          productId: r.productId,
          productName: f.name,
          sku: f.sku,
          variantId: r.variantId,
          variantLabel: f.variantLabel,
          stock: f.stock,
          waiting: r.waiting,
          oldestAt: r.oldestAt.toISOString(),
        },
      ];
    });
  }

  /** Every item, a thousand at a time (the exports). */
  async function* pages(): AsyncGenerator<WaitingItem[]> {
    for (let offset = 0; ; offset += 1000) {
      const rows = await grouped().limit(1000).offset(offset);
      if (rows.length > 0) yield named(rows);
      if (rows.length < 1000) return;
    }
  }

  const cells = (i: WaitingItem) => ({
    productName: i.productName,
    variantLabel: i.variantLabel ?? '',
    sku: i.sku,
    waiting: i.waiting,
    stock: i.stock,
    // India time, as the shop's other exports write it.
    oldestAt: indiaWallClock(new Date(i.oldestAt)).toISOString().slice(0, 16).replace('T', ' '),
  });

  return {
    /** One page of items with someone waiting, most waiting first. */
    async list(q: PageQuery): Promise<WaitingList> {
      const [rows, [totals]] = await Promise.all([
        grouped()
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db
          .select({
            items: sql<number>`count(distinct (${stockAlerts.productId}, ${stockAlerts.variantId}))::int`,
            shoppers: sql<number>`count(*)::int`,
          })
          .from(stockAlerts)
          .where(waitingRows),
      ]);
      return {
        items: await named(rows),
        shoppers: totals?.shoppers ?? 0,
        ...pageInfo(q, totals?.items ?? 0),
      };
    },

    /** The whole list as CSV, every text cell guarded (docs/decisions/spreadsheet-formula-guard.md). */
    csv(): Readable {
      return Readable.from(
        (async function* () {
          yield '\uFEFF' + csvLine(columns.map((c) => c.header));
          for await (const page of pages()) {
            for (const item of page) {
              const row = cells(item);
              yield csvLine(columns.map((c) => spreadsheetText(String(row[c.key]))));
            }
          }
        })(),
      );
    },

    /** The whole list as an Excel workbook, streamed (platform/xlsx-stream.ts guards the text). */
    xlsx(): Readable {
      return streamXlsx('Waiting for stock', [...columns], async (sheet) => {
        for await (const page of pages()) {
          for (const item of page) sheet.addRow(cells(item)).commit();
        }
      });
    },
  };
}
export type WaitingListService = ReturnType<typeof createWaitingList>;
