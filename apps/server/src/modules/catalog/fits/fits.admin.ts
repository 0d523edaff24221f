import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FitModel } from '@propwash/domain/catalog/schemas';
import { AppError } from '../../../platform/app-error.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import { productFits, products } from '../catalog.tables.ts';
import { imagesByProduct } from '../products/products.images.ts';

/**
 * The admin's "Fits these models" (docs/decisions/parts-that-fit.md): checks a
 * `compatibleWith` list and writes it, and reads it back for the edit form.
 */
export function createAdminProductFits(deps: {
  db: Db;
  imageUrl: (row: { key: string; width: number; height: number; alt: string }) => string;
}) {
  const { db, imageUrl } = deps;

  return {
    /**
     * Refuses with 400 a list naming the product itself or a product that does not exist (or
     * was deleted); run before the write's transaction so the answer names every bad id.
     */
    async checkCompatibleWith(partId: string | null, modelIds: string[]): Promise<void> {
      if (partId && modelIds.includes(partId.toLowerCase()))
        throw new AppError('VALIDATION_FAILED', 'compatibleWith: a product cannot fit itself');
      if (modelIds.length === 0) return;
      const found = await db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, modelIds), isNull(products.deletedAt)));
      const known = new Set(found.map((r) => r.id));
      const unknown = modelIds.filter((id) => !known.has(id));
      if (unknown.length > 0)
        throw new AppError('VALIDATION_FAILED', `compatibleWith: no product ${unknown.join(', ')}`);
    },

    /** Makes `modelIds` the whole list of models the part fits, in the caller's transaction. */
    async replaceFits(tx: Tx, partId: string, modelIds: string[]): Promise<void> {
      await tx.delete(productFits).where(eq(productFits.partId, partId));
      if (modelIds.length > 0)
        await tx
          .insert(productFits)
          .values(modelIds.map((modelId) => ({ partId, modelId })))
          .onConflictDoNothing();
    },

    /** Every live model the part is linked to, hidden ones too, by name (the edit form's chips). */
    async fitsOf(partId: string, db_: Db | Tx = db): Promise<FitModel[]> {
      const rows = await db_
        .select({ id: products.id, name: products.name })
        .from(productFits)
        .innerJoin(products, eq(products.id, productFits.modelId))
        .where(and(eq(productFits.partId, partId), isNull(products.deletedAt)))
        .orderBy(asc(products.name), asc(products.id));
      const images = await imagesByProduct(
        db_,
        rows.map((r) => r.id),
      );
      return rows.map((r) => {
        const first = images.get(r.id)?.[0];
        return { id: r.id, name: r.name, image: first ? imageUrl(first) : null };
      });
    },
  };
}
export type AdminProductFits = ReturnType<typeof createAdminProductFits>;
