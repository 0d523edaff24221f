import { count, eq, ne, sum } from 'drizzle-orm';
import type { DashboardSummary } from '@propwash/domain/analytics/schemas';
import { paiseToRupees } from '@propwash/domain/money';
import type { Db } from '../../platform/db.ts';
import { users } from '../accounts/accounts.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { orders } from '../orders/orders.tables.ts';

/** The read model: the one module allowed to read across other modules' tables. */
export function createAnalyticsService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** Dashboard cards. Revenue is the sum of totals of orders that were not cancelled. */
    async overview(): Promise<DashboardSummary> {
      const [[p], [o], [u], [r]] = await Promise.all([
        db.select({ n: count() }).from(products),
        db.select({ n: count() }).from(orders),
        db.select({ n: count() }).from(users).where(eq(users.role, 'user')),
        db
          .select({ total: sum(orders.totalPaise) })
          .from(orders)
          .where(ne(orders.status, 'cancelled')),
      ]);
      return {
        totalProducts: p?.n ?? 0,
        totalOrders: o?.n ?? 0,
        totalUsers: u?.n ?? 0,
        revenue: paiseToRupees(Number(r?.total ?? 0)),
      };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
