// The back-in-stock requests' share of a customer's data export and erasure
// (docs/decisions/data-export-and-erasure.md): the account's requests and those made as a guest
// with the account's address.
import { desc, eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { stockAlerts } from './inventory.tables.ts';

const alertsOf = (userId: string, email: string) =>
  or(eq(stockAlerts.userId, userId), eq(stockAlerts.email, email.toLowerCase()));

export async function exportStockAlerts(db: Db, userId: string, email: string) {
  return db
    .select({
      productId: stockAlerts.productId,
      variantId: stockAlerts.variantId,
      channel: stockAlerts.channel,
      email: stockAlerts.email,
      phone: stockAlerts.phone,
      askedAt: stockAlerts.createdAt,
      toldAt: stockAlerts.notifiedAt,
    })
    .from(stockAlerts)
    .where(alertsOf(userId, email))
    .orderBy(desc(stockAlerts.createdAt));
}

export async function eraseStockAlerts(tx: Tx, userId: string, email: string): Promise<void> {
  await tx.delete(stockAlerts).where(alertsOf(userId, email));
}
