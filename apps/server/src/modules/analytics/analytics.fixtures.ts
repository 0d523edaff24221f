import { randomUUID } from 'node:crypto';
import { rupeesToPaise } from '@propwash/domain/money';
import type { TestApp } from '../../test/test-app.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';

/** An India wall-clock time ('2031-03-01T00:10') as the instant it names. */
export const ist = (local: string) => new Date(`${local}:00+05:30`);

type Status = (typeof orders.$inferInsert)['status'];
type Priority = NonNullable<(typeof orders.$inferInsert)['priority']>;

export type OrderSpec = {
  /** India wall-clock time the order was placed. */
  at: string;
  /** Order total in rupees. */
  total: number;
  status?: Status;
  warehouse?: string;
  priority?: Priority;
  /** Shipped this many hours after it was placed. */
  shippedAfterHours?: number;
  userId?: string | null;
  paymentMethod?: string;
  customerName?: string;
  customerEmail?: string;
  lines?: { product: { id: string; name: string }; quantity: number; lineTotal: number }[];
};

/** Writes orders straight into the tables with known values (no checkout, no stock taken). */
export function orderFactory(t: TestApp) {
  return async function makeOrder(o: OrderSpec) {
    const placed = ist(o.at);
    const name = o.customerName ?? 'Riya Sen';
    const email = o.customerEmail ?? 'riya@example.com';
    const [row] = await t.db
      .insert(orders)
      .values({
        orderNumber: `PW-AN-${randomUUID().slice(0, 8).toUpperCase()}`,
        userId: o.userId ?? null,
        status: o.status ?? 'confirmed',
        paymentMethod: o.paymentMethod ?? 'upi',
        priority: o.priority ?? 'normal',
        warehouse: o.warehouse ?? 'South Bengaluru',
        customerName: name,
        customerEmail: email,
        shippingAddress: {
          name,
          email,
          phone: '9845012345',
          address: '12 MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560001',
        },
        subtotalPaise: rupeesToPaise(o.total),
        totalPaise: rupeesToPaise(o.total),
        createdAt: placed,
        updatedAt: placed,
        shippedAt:
          o.shippedAfterHours === undefined
            ? null
            : new Date(placed.getTime() + o.shippedAfterHours * 3600_000),
      })
      .returning();
    for (const line of o.lines ?? []) {
      await t.db.insert(orderItems).values({
        orderId: row!.id,
        productId: line.product.id,
        name: line.product.name,
        unitPricePaise: Math.round(rupeesToPaise(line.lineTotal) / line.quantity),
        quantity: line.quantity,
        lineTotalPaise: rupeesToPaise(line.lineTotal),
      });
    }
    return row!;
  };
}
