import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { orderItems, orders } from './orders.tables.ts';

/** Orders as other modules may ask about them (placing and managing orders come in a later issue). */
export function createOrdersService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** Whether the customer has an order holding the product that was not cancelled. */
    async hasPurchased(userId: string, productId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(
          and(
            eq(orders.userId, userId),
            eq(orderItems.productId, productId),
            ne(orders.status, 'cancelled'),
          ),
        )
        .limit(1);
      return Boolean(row);
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
