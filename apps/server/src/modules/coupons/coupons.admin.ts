import { and, count, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  couponRuleIssue,
  type AdminCoupon,
  type CouponList,
  type CouponListQuery,
  type CouponStatus,
  type CouponUsage,
  type CreateCouponBody,
  type UpdateCouponBody,
} from '@propwash/domain/coupons/admin-schemas';
import { paiseToRupees, rupeesToPaise } from '@propwash/domain/money';
import { AppError } from '../../platform/app-error.ts';
import { auditEntryOf, type AuditActor, type AuditTrail } from '../../platform/audit.ts';
import type { Db } from '../../platform/db.ts';
import { pageInfo, selectPage, type PageQuery, selectNewestFirst } from '../../platform/paging.ts';
import { orderSummaries } from '../orders/orders.reads.ts';
import { couponRedemptions, coupons } from './coupons.tables.ts';
import { containsPattern } from '../../platform/like.ts';
import { pgCode } from '../../platform/pg-errors.ts';

type CouponRow = typeof coupons.$inferSelect;
type CouponValues = Omit<typeof coupons.$inferInsert, 'id' | 'createdAt' | 'usedCount'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError('NOT_FOUND', 'Coupon not found');
const codeTaken = (code: string) =>
  new AppError('CONFLICT', `A coupon with the code ${code} already exists`, {
    details: {
      issues: [{ field: 'code', message: `A coupon with the code ${code} already exists` }],
    },
  });

/** The PostgreSQL error code of a failed query (drizzle wraps the driver's error). */
function statusOf(c: CouponRow, now: Date): CouponStatus {
  if (c.validUntil && c.validUntil <= now) return 'expired';
  if (!c.isActive) return 'inactive';
  if (c.validFrom > now) return 'scheduled';
  if (c.maxUses !== null && c.usedCount >= c.maxUses) return 'used-up';
  return 'active';
}

function toAdmin(c: CouponRow, now = new Date()): AdminCoupon {
  return {
    id: c.id,
    code: c.code,
    description: c.description,
    discountType: c.discountType,
    discountValue:
      c.discountType === 'percentage' ? c.discountValue : paiseToRupees(c.discountValue),
    minPurchase: paiseToRupees(c.minPurchasePaise),
    maxDiscount: c.maxDiscountPaise === null ? null : paiseToRupees(c.maxDiscountPaise),
    maxUses: c.maxUses,
    usedCount: c.usedCount,
    perCustomerLimit: c.perCustomerLimit,
    firstOrderOnly: c.firstOrderOnly,
    validFrom: c.validFrom.toISOString(),
    validUntil: c.validUntil?.toISOString() ?? null,
    isActive: c.isActive,
    status: statusOf(c, now),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** The API body (rupees) merged over the current coupon (paise), checked as it would be saved. */
function valuesFor(body: UpdateCouponBody, current: CouponRow | null): CouponValues {
  const discountType = body.discountType ?? current?.discountType ?? 'percentage';
  // A value sent with the type is in the type's unit; a type change alone keeps the number.
  const discountValue =
    body.discountValue ??
    (current
      ? current.discountType === 'percentage'
        ? current.discountValue
        : paiseToRupees(current.discountValue)
      : 0);
  const validFrom = body.validFrom ? new Date(body.validFrom) : (current?.validFrom ?? new Date());
  const validUntil =
    body.validUntil !== undefined
      ? body.validUntil === null
        ? null
        : new Date(body.validUntil)
      : (current?.validUntil ?? null);
  const maxUses = body.maxUses !== undefined ? body.maxUses : (current?.maxUses ?? null);
  const issue = couponRuleIssue({
    discountType,
    discountValue,
    validFrom,
    validUntil,
    maxUses,
    usedCount: current?.usedCount ?? 0,
  });
  if (issue)
    throw new AppError('VALIDATION_FAILED', issue.message, { details: { issues: [issue] } });
  const pick = <K extends keyof CouponValues>(key: K, fallback: CouponValues[K]) =>
    current ? (current[key as keyof CouponRow] as CouponValues[K]) : fallback;
  return {
    code: body.code ?? current!.code,
    description: body.description ?? pick('description', ''),
    discountType,
    discountValue: discountType === 'percentage' ? discountValue : rupeesToPaise(discountValue),
    minPurchasePaise:
      body.minPurchase !== undefined
        ? rupeesToPaise(body.minPurchase)
        : pick('minPurchasePaise', 0),
    maxDiscountPaise:
      body.maxDiscount !== undefined
        ? body.maxDiscount === null
          ? null
          : rupeesToPaise(body.maxDiscount)
        : pick('maxDiscountPaise', null),
    maxUses,
    perCustomerLimit:
      body.perCustomerLimit !== undefined ? body.perCustomerLimit : pick('perCustomerLimit', null),
    firstOrderOnly: body.firstOrderOnly ?? pick('firstOrderOnly', false),
    validFrom,
    validUntil,
    isActive: body.isActive ?? pick('isActive', true),
  };
}

/**
 * Coupon management for admins. The storefront's checks
 * (coupons.service.ts `usable`) read the same rows, so an edit applies to the next validation.
 */
export function createCouponsAdminService(deps: { db: Db; audit: AuditTrail }) {
  const { db, audit } = deps;
  /** A coupon's audit entry: its fields as saved, not its running use count. */
  const entry = auditEntryOf<CouponRow>('coupon', (c) => c.code, { skip: ['id', 'usedCount'] });

  async function find(id: string): Promise<CouponRow> {
    const [row] = UUID.test(id) ? await db.select().from(coupons).where(eq(coupons.id, id)) : [];
    if (!row) throw notFound();
    return row;
  }

  async function saving(code: string, run: () => Promise<CouponRow[]>): Promise<AdminCoupon> {
    try {
      const [row] = await run();
      if (!row) throw notFound();
      return toAdmin(row);
    } catch (err) {
      if (pgCode(err) === '23505') throw codeTaken(code);
      throw err;
    }
  }

  return {
    /** Every coupon, newest first, with its status as the shop sees it now. */
    async list(q: CouponListQuery): Promise<CouponList> {
      const now = new Date();
      const where: SQL[] = [];
      if (q.search) {
        const like = containsPattern(q.search.toUpperCase());
        where.push(sql`${coupons.code} like ${like}`);
      }
      const notExpired = or(isNull(coupons.validUntil), gt(coupons.validUntil, now))!;
      if (q.status === 'expired') where.push(lte(coupons.validUntil, now));
      if (q.status === 'active') where.push(and(eq(coupons.isActive, true), notExpired)!);
      if (q.status === 'inactive') where.push(and(eq(coupons.isActive, false), notExpired)!);
      const filter = where.length ? and(...where) : undefined;
      const { rows, total } = await selectNewestFirst(db, q, coupons, coupons.createdAt, filter);
      return {
        coupons: rows.map((r) => toAdmin(r, now)),
        ...pageInfo(q, total),
      };
    },

    /** A new coupon; the code is unique (409 when taken). */
    create(body: CreateCouponBody, actor: AuditActor): Promise<AdminCoupon> {
      const values = valuesFor(body, null);
      return saving(values.code, () =>
        db.transaction(async (tx) => {
          const rows = await tx.insert(coupons).values(values).returning();
          await audit.record(tx, entry(actor, 'create', null, rows[0]!));
          return rows;
        }),
      );
    },

    /**
     * Applies any subset of fields. Max uses may not drop below the uses so far; the row is
     * locked while checking so an order redeeming it at that moment cannot slip past.
     */
    async update(id: string, body: UpdateCouponBody, actor: AuditActor): Promise<AdminCoupon> {
      if (!UUID.test(id)) throw notFound();
      const code = body.code ?? '';
      try {
        const row = await db.transaction(async (tx) => {
          const [current] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
          if (!current) throw notFound();
          const values = valuesFor(body, current);
          const [updated] = await tx
            .update(coupons)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(coupons.id, id))
            .returning();
          const logged = entry(actor, 'update', current, updated!);
          if (Object.keys(logged.changes).length > 0) await audit.record(tx, logged);
          return updated!;
        });
        return toAdmin(row);
      } catch (err) {
        if (pgCode(err) === '23505') throw codeTaken(code);
        throw err;
      }
    },

    /**
     * Deletes a coupon nobody has used. A used coupon stays, because orders' redemptions point
     * at it: the answer is 409 suggesting to switch it off instead.
     */
    async remove(id: string, actor: AuditActor): Promise<void> {
      const current = await find(id);
      const [used] = await db
        .select({ n: count() })
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, id));
      const uses = Math.max(used?.n ?? 0, current.usedCount);
      if (uses > 0) {
        throw new AppError(
          'CONFLICT',
          `${current.code} has been used on ${uses} ${uses === 1 ? 'order' : 'orders'}, so it cannot be deleted. Switch it off instead.`,
          { details: { uses } },
        );
      }
      try {
        await db.transaction(async (tx) => {
          const rows = await tx.delete(coupons).where(eq(coupons.id, id)).returning();
          if (rows.length === 0) throw notFound();
          await audit.record(tx, entry(actor, 'delete', rows[0]!, null));
        });
      } catch (err) {
        // An order redeemed it between the check and the delete.
        if (pgCode(err) === '23503') {
          throw new AppError(
            'CONFLICT',
            `${current.code} was just used, so it cannot be deleted. Switch it off instead.`,
          );
        }
        throw err;
      }
    },

    /** Who used the coupon and when: its orders, newest first (cancelled orders gave theirs back). */
    async usage(id: string, q: PageQuery): Promise<CouponUsage> {
      const coupon = await find(id);
      const used = eq(couponRedemptions.couponId, id);
      const { rows, total } = await selectPage(
        db,
        q,
        db
          .select({
            orderId: couponRedemptions.orderId,
            discountPaise: couponRedemptions.discountPaise,
            usedAt: couponRedemptions.createdAt,
          })
          .from(couponRedemptions)
          .where(used)
          .orderBy(desc(couponRedemptions.createdAt), desc(couponRedemptions.id))
          .$dynamic(),
        { table: couponRedemptions, where: used },
      );
      const ordersById = await orderSummaries(
        db,
        rows.map((r) => r.orderId),
      );
      return {
        coupon: { id: coupon.id, code: coupon.code, usedCount: coupon.usedCount },
        redemptions: rows.flatMap((r) => {
          const order = ordersById.get(r.orderId);
          if (!order) return []; // deleted since the page was read
          return {
            orderId: r.orderId,
            orderNumber: order.orderNumber,
            orderStatus: order.status,
            customerName: order.customerName,
            customerEmail: order.customerEmail,
            discount: paiseToRupees(r.discountPaise),
            orderTotal: paiseToRupees(order.totalPaise),
            usedAt: r.usedAt.toISOString(),
          };
        }),
        ...pageInfo(q, total),
      };
    },
  };
}
export type CouponsAdminService = ReturnType<typeof createCouponsAdminService>;
