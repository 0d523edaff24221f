import type { Tx } from '../../platform/db.ts';

/**
 * What the admin catalog tells the stock keeper when a product form or bulk edit sets a stock
 * level: the change is recorded, in the caller's transaction, by the module that owns stock
 * history (the inventory's `recordAdminChange`, wired in app-services.ts), so the catalog never
 * writes another module's tables.
 */
export type RecordStockChange = (
  tx: Tx,
  change: {
    productId: string;
    /** The variant whose stock was set (absent: the product's own stock). */
    variantId?: string | null;
    before: number;
    after: number;
    actorUserId: string | null;
  },
) => Promise<void>;

/** RecordStockChange for many products at once (the inventory's `recordAdminChanges`). */
export type RecordStockChanges = (
  tx: Tx,
  changes: { productId: string; before: number; after: number; actorUserId: string | null }[],
) => Promise<void>;
