import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  stockAlertMessages,
  type NotifyMeBody,
  type StockAlert,
  type StockAlertChannel,
} from '@propwash/domain/inventory/stock-alerts';
import { AppError } from '../../platform/app-error.ts';
import type { Db, Tx } from '../../platform/db.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import type { Email } from '../../platform/mail.ts';
import type { Limit, RateLimiter } from '../../platform/rate-limit.ts';
import { alertItem, type AlertItem } from '../catalog/catalog.stock-reads.ts';
import type { SendWhatsApp } from '../whatsapp/whatsapp.request.ts';
import { backInStockEmail } from './inventory.emails.ts';
import { stockAlerts } from './inventory.tables.ts';

/** Requests per address an hour, like the other public writes (contact form, newsletter). */
export const stockAlertLimits: { perIp: Limit } = {
  perIp: { limit: 30, windowSeconds: 60 * 60 },
};

/** The queue that tells an item's waiting shoppers (one job per item at a time). */
export const BACK_IN_STOCK_JOB = 'inventory.back-in-stock';
type BackInStockJob = { productId: string; variantId: string | null };

/** Shoppers told per transaction: a restock of a popular model does not hold one long lock. */
const BATCH = 200;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A stock change as every movement records it: the change and the stock it left. */
export type StockMoved = {
  productId: string;
  variantId: string | null;
  delta: number;
  stockAfter: number;
};

const sameItem = (productId: string, variantId: string | null) =>
  and(
    eq(stockAlerts.productId, productId),
    variantId ? eq(stockAlerts.variantId, variantId) : isNull(stockAlerts.variantId),
  );

/**
 * Back in stock (docs/decisions/back-in-stock.md): shoppers ask to be told when a sold-out product
 * or version returns; when its stock goes from zero to more, a stored job tells each waiting
 * shopper once, in the order they asked.
 */
export function createStockAlerts(deps: {
  db: Db;
  jobs: JobQueue;
  limiter: RateLimiter;
  sendWhatsApp: SendWhatsApp;
  /** An email in the caller's transaction (notifications' emailFor): stored only if it commits. */
  emailFor: (email: Email) => {
    statement: ReturnType<typeof sql> | null;
    afterCommit: () => Promise<void>;
  };
  /** The account's email and mobile number (accounts' contact points). */
  contactOf: (userId: string) => Promise<{ email: string; phone: string | null } | null>;
  /** Whether the customer granted `whatsapp_offers` (privacy's consent log). */
  offersOnWhatsApp: (userId: string) => Promise<boolean>;
  storeName: () => Promise<string>;
  publicUrl: string;
  log: (msg: string, err?: unknown) => void;
}) {
  const { db, jobs } = deps;

  /** The channel a signed-in customer is told by: WhatsApp only with a number and the consent. */
  async function channelFor(
    userId: string,
    asked: StockAlertChannel | undefined,
  ): Promise<{ channel: StockAlertChannel; email: string; phone: string | null }> {
    const contact = await deps.contactOf(userId);
    if (!contact) throw new AppError('UNAUTHENTICATED', 'Session expired. Please login again.');
    const canWhatsApp =
      asked !== 'email' && contact.phone !== null && (await deps.offersOnWhatsApp(userId));
    return canWhatsApp
      ? { channel: 'whatsapp', email: contact.email, phone: contact.phone }
      : { channel: 'email', email: contact.email, phone: null };
  }

  function link(item: AlertItem): string {
    const query = item.variant ? `?variant=${item.variant.id}` : '';
    return `${deps.publicUrl}/products/${encodeURIComponent(item.slug)}${query}`;
  }

  /** One claimed shopper's message, inside the claiming transaction. */
  async function tell(
    tx: Tx,
    row: { userId: string | null; email: string | null; phone: string | null; channel: string },
    item: AlertItem,
    storeName: string,
    after: (() => Promise<void>)[],
  ) {
    const contact = row.userId ? await deps.contactOf(row.userId) : null;
    const to = contact?.email ?? row.email;
    const product = item.variant ? `${item.name} (${item.variant.label})` : item.name;
    const email = to
      ? backInStockEmail({
          to,
          storeName,
          product,
          pricePaise: item.variant?.pricePaise ?? item.pricePaise,
          link: link(item),
        })
      : null;
    if (row.channel === 'whatsapp') {
      await deps.sendWhatsApp({
        template: 'backInStock',
        params: { product, shop: storeName, link: link(item) },
        purpose: 'back_in_stock',
        phone: contact?.phone ?? row.phone,
        userId: row.userId,
        consent: { purpose: 'whatsapp_offers', userId: row.userId, email: to },
        fallbackEmail: email,
        tx,
      });
      return;
    }
    if (!email) return;
    const queued = deps.emailFor(email);
    if (queued.statement) await tx.execute(queued.statement);
    after.push(queued.afterCommit);
  }

  /**
   * Tells the item's waiting shoppers, oldest request first, a batch per transaction, while it is
   * in stock. Each row is claimed (FOR UPDATE SKIP LOCKED, then notified_at) in the transaction
   * that queues its message, so a retry or another instance never tells anyone twice.
   */
  async function tellWaiting({ productId, variantId }: BackInStockJob): Promise<void> {
    const storeName = await deps.storeName();
    for (;;) {
      const after: (() => Promise<void>)[] = [];
      const told = await db.transaction(async (tx) => {
        const item = await alertItem(tx, productId, variantId);
        if (!item?.inStock || item.isForeignVariant) return 0;
        const rows = await tx
          .select({
            id: stockAlerts.id,
            userId: stockAlerts.userId,
            email: stockAlerts.email,
            phone: stockAlerts.phone,
            channel: stockAlerts.channel,
          })
          .from(stockAlerts)
          .where(and(sameItem(productId, variantId), isNull(stockAlerts.notifiedAt)))
          .orderBy(asc(stockAlerts.createdAt), asc(stockAlerts.id))
          .limit(BATCH)
          .for('update', { skipLocked: true });
        for (const row of rows) {
          // Its own moment, so the order they were told in is the order they asked in.
          await tx
            .update(stockAlerts)
            .set({ notifiedAt: sql`clock_timestamp()` })
            .where(eq(stockAlerts.id, row.id));
          await tell(tx, row, item, storeName, after);
        }
        return rows.length;
      });
      for (const send of after) {
        await send().catch((err: unknown) => deps.log('back-in-stock email not sent', err));
      }
      if (told < BATCH) return;
    }
  }

  jobs.define<BackInStockJob>(
    BACK_IN_STOCK_JOB,
    // One waiting and one running per item: a restock during a run queues one more pass.
    { retries: 5, delaySeconds: 30, unique: 'stately' },
    (data) => tellWaiting(data),
  );

  return {
    /**
     * POST /api/products/:id/notify-me: the shopper's waiting request for an out-of-stock product
     * or version; `created` false when the same person already waits for it (answered the same).
     */
    async ask(
      productId: string,
      body: NotifyMeBody,
      who: { userId: string | null; ip: string },
    ): Promise<{ alert: StockAlert; created: boolean }> {
      await deps.limiter.hit(`notify-me:ip:${who.ip}`, stockAlertLimits.perIp);
      const variantId = body.variantId || null;
      if (!UUID.test(productId)) throw new AppError('NOT_FOUND', 'Product not found');
      if (variantId && !UUID.test(variantId)) throw new AppError('NOT_FOUND', 'Version not found');
      let contact: { channel: StockAlertChannel; email: string; phone: string | null };
      if (who.userId) {
        contact = await channelFor(who.userId, body.channel);
      } else {
        if (body.channel === 'whatsapp') {
          throw new AppError(
            'VALIDATION_FAILED',
            'channel: sign in to be told on WhatsApp; without an account we can email you',
            {
              details: {
                issues: [{ field: 'channel', message: 'Sign in to be told on WhatsApp' }],
              },
            },
          );
        }
        if (!body.email) {
          throw new AppError('VALIDATION_FAILED', 'email: Enter your email to be told', {
            details: { issues: [{ field: 'email', message: 'Enter your email to be told' }] },
          });
        }
        contact = { channel: 'email', email: body.email, phone: null };
      }
      return db.transaction(async (tx) => {
        // Locked for share: a restock committing now either sees this request or is seen by it.
        const item = await alertItem(tx, productId, variantId, true);
        if (!item) throw new AppError('NOT_FOUND', 'Product not found');
        if (item.isForeignVariant) {
          const known = await alertItem(tx, productId, null);
          throw known?.hasVersions
            ? new AppError(
                'VALIDATION_FAILED',
                "variantId: that version is not one of this product's",
              )
            : new AppError('VALIDATION_FAILED', 'variantId: this product is not sold in versions');
        }
        if (item.hasVersions && !item.variant) {
          throw new AppError('VALIDATION_FAILED', 'variantId: choose the version you want');
        }
        if (item.inStock) {
          throw new AppError('CONFLICT', `${item.name} is in stock now: you can order it today`);
        }
        const [inserted] = await tx
          .insert(stockAlerts)
          .values({
            productId,
            variantId,
            userId: who.userId,
            email: contact.email,
            phone: contact.phone,
            channel: contact.channel,
          })
          .onConflictDoNothing()
          .returning();
        const row =
          inserted ??
          (
            await tx
              .select()
              .from(stockAlerts)
              .where(
                and(
                  sameItem(productId, variantId),
                  isNull(stockAlerts.notifiedAt),
                  who.userId
                    ? eq(stockAlerts.userId, who.userId)
                    : and(isNull(stockAlerts.userId), eq(stockAlerts.email, contact.email)),
                ),
              )
          )[0];
        if (!row) throw new Error('stock alert neither inserted nor found');
        return {
          created: inserted !== undefined,
          alert: {
            productId: row.productId,
            variantId: row.variantId,
            channel: row.channel,
            createdAt: row.createdAt.toISOString(),
            message: stockAlertMessages[row.channel],
          },
        };
      });
    },

    /**
     * Called with every stock change, in its transaction: an item that went from zero (or less)
     * to more than zero, with someone waiting, gets the job that tells them (queued only if the
     * change commits). Requests for a product as a whole go with any of its items.
     */
    async restockedIn(tx: Tx, changes: StockMoved[]): Promise<void> {
      const back = changes.filter((c) => c.stockAfter > 0 && c.stockAfter - c.delta <= 0);
      if (back.length === 0) return;
      const waiting = await tx
        .selectDistinct({ productId: stockAlerts.productId, variantId: stockAlerts.variantId })
        .from(stockAlerts)
        .where(
          and(
            inArray(stockAlerts.productId, [...new Set(back.map((c) => c.productId))]),
            isNull(stockAlerts.notifiedAt),
          ),
        );
      for (const w of waiting) {
        const isBack = back.some(
          (c) =>
            c.productId === w.productId && (w.variantId === null || c.variantId === w.variantId),
        );
        if (!isBack) continue;
        await jobs.send(BACK_IN_STOCK_JOB, w, {
          singletonKey: `${w.productId}:${w.variantId ?? ''}`,
          tx,
        });
      }
    },

    tellWaiting,
  };
}
export type StockAlertsService = ReturnType<typeof createStockAlerts>;
