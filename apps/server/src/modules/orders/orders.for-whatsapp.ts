import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { orders } from './orders.tables.ts';

/**
 * What the whatsapp module reads of one order (docs/decisions/whatsapp.md): whom to write to
 * and whether a cash-on-delivery confirmation still waits. Null when there is no such order.
 */
export async function orderForWhatsApp(db: Db, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      userId: orders.userId,
      name: orders.customerName,
      email: orders.customerEmail,
      address: orders.shippingAddress,
      status: orders.status,
      codConfirmation: orders.codConfirmation,
      totalPaise: orders.totalPaise,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const { address, ...rest } = row;
  return { ...rest, phone: address.phone };
}
export type OrderForWhatsApp = NonNullable<Awaited<ReturnType<typeof orderForWhatsApp>>>;
