import { eq, sql, type SQL } from 'drizzle-orm';
import type { BusinessBuyer, MyBusiness } from '@propwash/domain/orders/business-buyer';
import type { Db } from '../../../platform/db.ts';
import { users } from '../accounts.tables.ts';

/**
 * The business a customer last bought for (GSTIN and legal name), kept on the account so
 * checkout offers it again, until the customer forgets it (docs/decisions/business-buyers.md).
 */
export function createBusinessProfile(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** GET /api/me/business. */
    async get(userId: string): Promise<MyBusiness> {
      const [row] = await db
        .select({ business: users.business })
        .from(users)
        .where(eq(users.id, userId));
      return { business: row?.business ?? null };
    },

    /** DELETE /api/me/business: the account keeps no business (its orders keep theirs). */
    async forget(userId: string): Promise<MyBusiness> {
      await db
        .update(users)
        .set({ business: null, updatedAt: new Date() })
        .where(eq(users.id, userId));
      return { business: null };
    },

    /**
     * The account keeps `business` as its last one: a statement an order's own statement
     * carries (placement.place.ts), which writes nothing when it is already the one kept.
     */
    rememberBusinessSql(userId: string, business: BusinessBuyer): SQL {
      const json = JSON.stringify({ gstin: business.gstin, legalName: business.legalName });
      return sql`update ${users} set business = ${json}::jsonb
        where id = ${userId}::uuid and business is distinct from ${json}::jsonb`;
    },
  };
}
export type BusinessProfile = ReturnType<typeof createBusinessProfile>;
