import { and, count, desc, eq } from 'drizzle-orm';
import type { Address, AddressBody } from '@propwash/domain/accounts/schemas';
import { AppError } from '../../../platform/app-error.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import { addresses } from '../accounts.tables.ts';

const MAX_ADDRESSES = 20;

type AddressRow = typeof addresses.$inferSelect;

const toAddress = (r: AddressRow): Address => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  line1: r.line1,
  line2: r.line2,
  landmark: r.landmark,
  city: r.city,
  state: r.state,
  pincode: r.pincode,
  isDefault: r.isDefault,
  createdAt: r.createdAt.toISOString(),
});

/** Saved addresses: every query is scoped to the owner, so another user's id is simply not found. */
export function createAddressesService(deps: { db: Db }) {
  const { db } = deps;
  const notFound = () => new AppError('NOT_FOUND', 'Address not found');
  const clearDefault = (tx: Tx, userId: string) =>
    tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));

  return {
    async list(userId: string): Promise<Address[]> {
      const rows = await db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), desc(addresses.createdAt));
      return rows.map(toAddress);
    },

    /** The first address becomes the default; a new default replaces the old one. */
    async create(userId: string, body: AddressBody): Promise<Address> {
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ n: count() })
          .from(addresses)
          .where(eq(addresses.userId, userId));
        const n = existing?.n ?? 0;
        if (n >= MAX_ADDRESSES)
          throw new AppError('CONFLICT', `You can save at most ${MAX_ADDRESSES} addresses`);
        const isDefault = n === 0 || body.isDefault === true;
        if (isDefault) await clearDefault(tx, userId);
        const { isDefault: _ignored, ...fields } = body;
        const [row] = await tx
          .insert(addresses)
          .values({ ...fields, userId, isDefault })
          .returning();
        return toAddress(row!);
      });
    },

    async update(userId: string, id: string, body: AddressBody): Promise<Address> {
      return db.transaction(async (tx) => {
        if (body.isDefault) await clearDefault(tx, userId);
        const { isDefault, ...fields } = body;
        const [row] = await tx
          .update(addresses)
          .set({ ...fields, ...(isDefault === undefined ? {} : { isDefault }) })
          .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
          .returning();
        if (!row) throw notFound();
        return toAddress(row);
      });
    },

    /** Deleting the default promotes the newest remaining address. */
    async remove(userId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(addresses)
          .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
          .returning({ isDefault: addresses.isDefault });
        if (!row) throw notFound();
        if (row.isDefault) {
          const [next] = await tx
            .select({ id: addresses.id })
            .from(addresses)
            .where(eq(addresses.userId, userId))
            .orderBy(desc(addresses.createdAt))
            .limit(1);
          if (next)
            await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
        }
      });
    },
  };
}
export type AddressesService = ReturnType<typeof createAddressesService>;
