import { and, desc, eq, sql } from 'drizzle-orm';
import { MAX_HANGAR_MODELS, type HangarModel } from '@propwash/domain/hangar/schemas';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import { hangarModels } from './hangar.tables.ts';
import type { HangarCatalogPort } from './hangar.ports.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * My hangar (docs/decisions/parts-that-fit.md): the models a signed-in shopper
 * owns. Product ids are kept here; cards and part counts come through the catalog port.
 */
export function createHangarService(deps: { db: Db; catalog: HangarCatalogPort }) {
  const { db, catalog } = deps;

  /** Newest first; models hidden since are left out (and come back if shown again). */
  async function list(userId: string): Promise<HangarModel[]> {
    const rows = await db
      .select({ productId: hangarModels.productId, addedAt: hangarModels.addedAt })
      .from(hangarModels)
      .where(eq(hangarModels.userId, userId))
      .orderBy(desc(hangarModels.addedAt), desc(hangarModels.productId));
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.productId);
    const [cards, counts] = await Promise.all([catalog.cards(ids), catalog.partCounts(ids)]);
    const byId = new Map(cards.map((c) => [c.id, c]));
    return rows.flatMap((r) => {
      const card = byId.get(r.productId);
      return card
        ? [{ ...card, partCount: counts.get(card.id) ?? 0, addedAt: r.addedAt.toISOString() }]
        : [];
    });
  }

  return {
    list,

    /**
     * Adds an active product; adding one already there changes nothing. A full hangar
     * (MAX_HANGAR_MODELS) refuses a new model with 409. The count and the insert are one
     * statement, so two tabs adding at once cannot pass the limit together by much.
     */
    async add(userId: string, productId: string): Promise<HangarModel[]> {
      const [product] = await catalog.cards([productId]);
      if (!product) throw new AppError('PRODUCT_NOT_FOUND', 'Product not found');
      const inserted = await db.execute(sql`
        insert into ${hangarModels} (user_id, product_id)
        select ${userId}::uuid, ${product.id}::uuid
        where (select count(*) from ${hangarModels} where user_id = ${userId}) < ${MAX_HANGAR_MODELS}
        on conflict do nothing
        returning product_id`);
      if ((inserted as unknown as { rows: unknown[] }).rows.length === 0) {
        const [present] = await db
          .select({ productId: hangarModels.productId })
          .from(hangarModels)
          .where(and(eq(hangarModels.userId, userId), eq(hangarModels.productId, product.id)));
        if (!present)
          throw new AppError(
            'CONFLICT',
            `Your hangar can hold at most ${MAX_HANGAR_MODELS} models. Remove one to add another.`,
          );
      }
      return list(userId);
    },

    /** Removing a model that is not there is not an error. */
    async remove(userId: string, productId: string): Promise<HangarModel[]> {
      if (UUID.test(productId))
        await db
          .delete(hangarModels)
          .where(and(eq(hangarModels.userId, userId), eq(hangarModels.productId, productId)));
      return list(userId);
    },
  };
}
export type HangarService = ReturnType<typeof createHangarService>;
