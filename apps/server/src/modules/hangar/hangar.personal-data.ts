// My hangar's share of a customer's data export and erasure (docs/decisions/data-export-and-erasure.md).
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { hangarModels } from './hangar.tables.ts';

export async function exportHangar(db: Db, userId: string) {
  return db
    .select({ productId: hangarModels.productId, addedAt: hangarModels.addedAt })
    .from(hangarModels)
    .where(eq(hangarModels.userId, userId))
    .orderBy(desc(hangarModels.addedAt));
}

export async function eraseHangar(tx: Tx, userId: string): Promise<void> {
  await tx.delete(hangarModels).where(eq(hangarModels.userId, userId));
}
