import { and, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import {
  COD_BLOCKED_MESSAGE,
  codBlockPhone,
  codBlockPincode,
  type CodBlock,
  type CodBlockKind,
  type CodBlockList,
  type CodBlockListQuery,
} from '@propwash/domain/orders/cod-blocks';
import type { CodBlockSettings } from '@propwash/domain/settings/defaults';
import { AppError } from '../../../platform/app-error.ts';
import type { AuditTrail } from '../../../platform/audit.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import { containsPattern } from '../../../platform/like.ts';
import { pageInfo, selectPage } from '../../../platform/paging.ts';
import { userEmailSql, userNameSql } from '../../accounts/accounts.reads.ts';
import type { CodBlockCheck } from '../placement/placement.quote.ts';
import { codBlocks, orders } from '../orders.tables.ts';

/** The setting that blocks each kind (null: never blocked, still counted). */
const ruleOf = (rules: CodBlockSettings, kind: CodBlockKind): number | null =>
  kind === 'customer'
    ? rules.customerAfterReturns
    : kind === 'phone'
      ? rules.phoneAfterReturns
      : rules.pincodeAfterReturns;

/** What a block is called in the audit log and the admin's words. */
const kindLabels: Record<CodBlockKind, string> = {
  customer: 'Customer',
  phone: 'Phone',
  pincode: 'Pincode',
};

/** The order fields a return to origin is counted from. */
export type ReturnedOrder = {
  id: string;
  userId: string | null;
  shippingAddress: { phone?: string | null; pincode?: string | null };
};

/**
 * Cash on delivery switched off after parcels came back (docs/decisions/cod-blocks.md): every
 * move to returned to origin counts once for the order's account, delivery phone and pincode
 * (`countReturn`, in the move's transaction); checkout asks `check`; the admin lists and lifts.
 */
export function createCodBlocks(deps: {
  db: Db;
  audit: AuditTrail;
  /** The cached codBlocks settings. */
  rules: () => Promise<CodBlockSettings>;
}) {
  const { db } = deps;

  /** The kinds and values one order counts for. */
  function keysOf(order: ReturnedOrder): { kind: CodBlockKind; value: string }[] {
    const keys: { kind: CodBlockKind; value: string }[] = [];
    if (order.userId) keys.push({ kind: 'customer', value: order.userId });
    const phone = codBlockPhone(order.shippingAddress.phone);
    if (phone) keys.push({ kind: 'phone', value: phone });
    const pincode = codBlockPincode(order.shippingAddress.pincode);
    if (pincode) keys.push({ kind: 'pincode', value: pincode });
    return keys;
  }

  /**
   * The order came back to origin: `returns + 1` for its account, phone and pincode, blocked when
   * the count reaches the kind's setting. In the caller's transaction (the status move's), one
   * statement. An order already counted for a key (its last order) is not counted again: the
   * state machine moves an order to returned to origin once, and this guard holds if not.
   */
  async function countReturn(tx: Tx, order: ReturnedOrder): Promise<void> {
    const keys = keysOf(order);
    if (keys.length === 0) return;
    const rules = await deps.rules();
    const rows = keys.map((k) => {
      const rule = ruleOf(rules, k.kind);
      return {
        kind: k.kind,
        value: k.value,
        returns: 1,
        lastOrderId: order.id,
        blockedAt: rule !== null && rule <= 1 ? sql`now()` : null,
      };
    });
    const threshold = sql`case excluded.kind
      when 'customer' then ${rules.customerAfterReturns}::int
      when 'phone' then ${rules.phoneAfterReturns}::int
      else ${rules.pincodeAfterReturns}::int end`;
    await tx
      .insert(codBlocks)
      .values(rows)
      .onConflictDoUpdate({
        target: [codBlocks.kind, codBlocks.value],
        set: {
          returns: sql`${codBlocks.returns} + 1`,
          lastOrderId: sql`excluded.last_order_id`,
          blockedAt: sql`coalesce(${codBlocks.blockedAt},
            case when ${threshold} is not null and ${codBlocks.returns} + 1 >= ${threshold}
            then now() end)`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${codBlocks.lastOrderId} is distinct from excluded.last_order_id`,
      });
  }

  /**
   * Why cash on delivery is blocked for this account, phone or pincode (the polite words, never
   * which one nor how many), else null: one query on the (kind, value) index. A kind whose rule
   * is now off blocks nothing. The rules come with the pricing context, read before the order's
   * transaction: a settings read inside it would take a second pool connection per order, and a
   * burst of orders would hold every connection waiting for another.
   */
  const check: CodBlockCheck = async (who, q, rules) => {
    const keys: SQL[] = [];
    const add = (kind: CodBlockKind, value: string | null) => {
      if (value && ruleOf(rules, kind) !== null) {
        keys.push(and(eq(codBlocks.kind, kind), eq(codBlocks.value, value))!);
      }
    };
    add('customer', who.userId);
    add('phone', codBlockPhone(who.phone));
    add('pincode', codBlockPincode(who.pincode));
    if (keys.length === 0) return null;
    const [hit] = await q
      .select({ id: codBlocks.id })
      .from(codBlocks)
      .where(and(isNotNull(codBlocks.blockedAt), or(...keys)))
      .limit(1);
    return hit ? COD_BLOCKED_MESSAGE : null;
  };

  const customerId = sql`(case when ${codBlocks.kind} = 'customer' then ${codBlocks.value}::uuid end)`;
  const listColumns = {
    id: codBlocks.id,
    kind: codBlocks.kind,
    value: codBlocks.value,
    returns: codBlocks.returns,
    blockedAt: codBlocks.blockedAt,
    liftedAt: codBlocks.liftedAt,
    customerName: userNameSql(customerId),
    customerEmail: userEmailSql(customerId),
    lastOrderId: orders.id,
    lastOrderNumber: orders.orderNumber,
  };

  function listWhere(query: CodBlockListQuery): SQL | undefined {
    const text = query.q?.trim();
    let search: SQL | undefined;
    if (text) {
      const like = containsPattern(text);
      const digits = text.replace(/\D/g, '');
      search = or(
        digits.length >= 3 ? ilike(codBlocks.value, containsPattern(digits)) : undefined,
        and(
          eq(codBlocks.kind, 'customer'),
          or(
            sql`${userNameSql(customerId)} ilike ${like}`,
            sql`${userEmailSql(customerId)} ilike ${like}`,
          ),
        ),
      );
    }
    return and(
      query.state === 'blocked' ? isNotNull(codBlocks.blockedAt) : undefined,
      query.kind ? eq(codBlocks.kind, query.kind) : undefined,
      search,
    );
  }

  function toBlock(r: {
    id: string;
    kind: CodBlockKind;
    value: string;
    returns: number;
    blockedAt: Date | null;
    liftedAt: Date | null;
    customerName: string | null;
    customerEmail: string | null;
    lastOrderId: string | null;
    lastOrderNumber: string | null;
  }): CodBlock {
    return {
      id: r.id,
      kind: r.kind,
      value: r.value,
      returns: r.returns,
      blockedAt: r.blockedAt?.toISOString() ?? null,
      liftedAt: r.liftedAt?.toISOString() ?? null,
      customer:
        r.kind === 'customer' && r.customerEmail !== null
          ? { name: r.customerName ?? '', email: r.customerEmail }
          : null,
      lastOrder:
        r.lastOrderId && r.lastOrderNumber
          ? { id: r.lastOrderId, number: r.lastOrderNumber }
          : null,
    };
  }

  async function one(q: Db | Tx, id: string): Promise<CodBlock> {
    const [row] = await q
      .select(listColumns)
      .from(codBlocks)
      .leftJoin(orders, eq(orders.id, codBlocks.lastOrderId))
      .where(eq(codBlocks.id, id));
    if (!row) throw new AppError('NOT_FOUND', 'No such cash-on-delivery block');
    return toBlock(row);
  }

  return {
    countReturn,
    check,

    /** The admin's list: blocked ones (or all counted), newest block or count first. */
    async list(query: CodBlockListQuery): Promise<CodBlockList> {
      const where = listWhere(query);
      const rows = db
        .select(listColumns)
        .from(codBlocks)
        .leftJoin(orders, eq(orders.id, codBlocks.lastOrderId))
        .where(where)
        .orderBy(
          desc(sql`coalesce(${codBlocks.blockedAt}, ${codBlocks.updatedAt})`),
          desc(codBlocks.id),
        )
        .$dynamic();
      const page = await selectPage(db, query, rows, { table: codBlocks, where });
      return { ...pageInfo(query, page.total), blocks: page.rows.map(toBlock) };
    },

    /** Lifts a block: cash on delivery again, the count from 0; who and when kept; audited. */
    async lift(id: string, actorUserId: string): Promise<CodBlock> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(codBlocks).where(eq(codBlocks.id, id)).for('update');
        if (!row) throw new AppError('NOT_FOUND', 'No such cash-on-delivery block');
        const before = await one(tx, id);
        const now = new Date();
        await tx
          .update(codBlocks)
          .set({
            blockedAt: null,
            returns: 0,
            liftedAt: now,
            liftedBy: actorUserId,
            updatedAt: now,
          })
          .where(eq(codBlocks.id, id));
        await deps.audit.record(tx, {
          actor: { id: actorUserId },
          kind: 'cod_block',
          recordId: id,
          recordLabel: `${kindLabels[row.kind]} ${before.customer?.email ?? row.value}`,
          action: 'update',
          changes: {
            returns: [row.returns, 0],
            blockedAt: [row.blockedAt?.toISOString() ?? null, null],
            liftedAt: [row.liftedAt?.toISOString() ?? null, now.toISOString()],
          },
        });
        return one(tx, id);
      });
    },
  };
}
export type CodBlocks = ReturnType<typeof createCodBlocks>;
