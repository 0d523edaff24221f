import { asc, eq } from 'drizzle-orm';
import type { AdminPaymentMethod, PaymentMethodBody } from '@propwash/domain/payments/schemas';
import { AppError } from '../../platform/app-error.ts';
import { auditEntryOf, type AuditActor, type AuditTrail } from '../../platform/audit.ts';
import type { Cache } from '../../platform/cache.ts';
import type { Db } from '../../platform/db.ts';
import { paymentMethods } from './payments.tables.ts';
import type { OfferedMethod } from '../orders/orders.ports.ts';
import { isUniqueViolation } from '../../platform/pg-errors.ts';

/** A payment method the shop offers at checkout, as the orders module's checkout takes it. */
export type { OfferedMethod };

type MethodRow = typeof paymentMethods.$inferSelect;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError('NOT_FOUND', 'Payment method not found');
const typeTaken = () =>
  new AppError('CONFLICT', 'That payment type already exists: edit it instead of adding another');

function toAdmin(r: MethodRow): AdminPaymentMethod {
  const { sortOrder, createdAt: _created, ...rest } = r;
  return { ...rest, order: sortOrder };
}

/** The payment methods the admin has switched on, in their display order (cached; writes invalidate). */
export function createPaymentMethodsService(deps: { db: Db; cache: Cache; audit: AuditTrail }) {
  const { db, cache, audit } = deps;
  /** A payment method's audit entry (docs/decisions/audit-log.md). */
  const entry = auditEntryOf<MethodRow>('payment_method', (m) => m.name, { skip: ['id'] });
  const invalidate = () => cache.invalidate('payment-methods:');

  async function write(run: () => Promise<MethodRow[]>): Promise<AdminPaymentMethod> {
    try {
      const [row] = await run();
      if (!row) throw notFound();
      invalidate();
      return toAdmin(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw typeTaken();
      throw err;
    }
  }

  return {
    /** Every write to payment methods calls this. */
    invalidate,

    /** Admin: every method, switched off ones too. */
    async listAll(): Promise<AdminPaymentMethod[]> {
      const rows = await db
        .select()
        .from(paymentMethods)
        .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.name));
      return rows.map(toAdmin);
    },

    /** One method per type (checkout offers each type once). */
    create(body: PaymentMethodBody, actor: AuditActor): Promise<AdminPaymentMethod> {
      const { order, ...rest } = body;
      return write(() =>
        db.transaction(async (tx) => {
          const rows = await tx
            .insert(paymentMethods)
            .values({ ...rest, sortOrder: order })
            .returning();
          await audit.record(tx, entry(actor, 'create', null, rows[0]!));
          return rows;
        }),
      );
    },

    update(id: string, body: PaymentMethodBody, actor: AuditActor): Promise<AdminPaymentMethod> {
      if (!UUID.test(id)) throw notFound();
      const { order, ...rest } = body;
      return write(() =>
        db.transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(paymentMethods)
            .where(eq(paymentMethods.id, id))
            .for('update');
          if (!before) return [];
          const rows = await tx
            .update(paymentMethods)
            .set({ ...rest, sortOrder: order })
            .where(eq(paymentMethods.id, id))
            .returning();
          const logged = entry(actor, 'update', before, rows[0]!);
          if (Object.keys(logged.changes).length > 0) await audit.record(tx, logged);
          return rows;
        }),
      );
    },

    async remove(id: string, actor: AuditActor): Promise<void> {
      if (!UUID.test(id)) throw notFound();
      await db.transaction(async (tx) => {
        const rows = await tx.delete(paymentMethods).where(eq(paymentMethods.id, id)).returning();
        if (rows.length === 0) throw notFound();
        await audit.record(tx, entry(actor, 'delete', rows[0]!, null));
      });
      invalidate();
    },

    enabled(): Promise<OfferedMethod[]> {
      return cache.get('payment-methods:enabled', () =>
        db
          .select({
            type: paymentMethods.type,
            name: paymentMethods.name,
            description: paymentMethods.description,
          })
          .from(paymentMethods)
          .where(eq(paymentMethods.enabled, true))
          .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.name)),
      );
    },
  };
}
export type PaymentMethodsService = ReturnType<typeof createPaymentMethodsService>;
