// POST /api/me/erase and the admin's POST /api/auth/users/:id/erase: one erasure, in one transaction
// (docs/decisions/data-export-and-erasure.md; DPDP Act 2023 s.12 and s.8(7)).
import type { AdminEraseBody, EraseBody, ErasureResult } from '@propwash/domain/privacy/my-data';
import { AppError } from '../../platform/app-error.ts';
import type { AuditTrail } from '../../platform/audit.ts';
import type { Db, Tx } from '../../platform/db.ts';
import type { Mailer } from '../../platform/mail.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import type { Limit, RateLimiter } from '../../platform/rate-limit.ts';
import {
  accountForErasure,
  ERASED_NAME,
  eraseAccount,
  erasedEmail,
  type AccountForErasure,
} from '../accounts/accounts.personal-data.ts';
import { eraseCart } from '../cart/cart.personal-data.ts';
import { eraseContent } from '../content/content.personal-data.ts';
import { eraseRedemptions } from '../coupons/coupons.personal-data.ts';
import { eraseHangar } from '../hangar/hangar.personal-data.ts';
import { eraseStockAlerts } from '../inventory/inventory.personal-data.ts';
import { eraseGrievances } from '../legal/legal.personal-data.ts';
import { eraseNotifications } from '../notifications/notifications.personal-data.ts';
import { eraseOrders, openOrders } from '../orders/orders.personal-data.ts';
import { eraseQuestions } from '../qna/qna.personal-data.ts';
import { eraseReturns, openReturns } from '../returns/returns.personal-data.ts';
import { eraseReviews } from '../reviews/reviews.personal-data.ts';
import { eraseWishlist } from '../wishlist/wishlist.personal-data.ts';
import { eraseWhatsApp } from '../whatsapp/whatsapp.personal-data.ts';
import { erasureEmail, KEPT_BECAUSE } from './privacy.emails.ts';
import { eraseConsents } from './privacy.personal-data.ts';
import { erasures } from './privacy.tables.ts';

/** Wrong passwords on the erase form, per account (as the change-password form counts them). */
export const erasePasswordFailures: Limit = { limit: 10, windowSeconds: 15 * 60 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', `${field}: ${message}`, {
    details: { issues: [{ field, message }] },
  });

/** The 409 of an account with an order or a return not finished, naming each. */
function openMatters(orders: string[], returns: string[]): AppError {
  const parts = [
    ...(orders.length ? [`order${orders.length === 1 ? '' : 's'} ${orders.join(', ')}`] : []),
    ...(returns.length
      ? [
          `the return${returns.length === 1 ? '' : 's'} on order${returns.length === 1 ? '' : 's'} ${returns.join(', ')}`,
        ]
      : []),
  ];
  return new AppError(
    'CONFLICT',
    `The account cannot be erased while an order or a return is open: ${parts.join('; ')}. It can be erased once they are delivered, cancelled or refunded.`,
    { details: { openOrders: orders, openReturns: returns } },
  );
}

type Who = { by: 'customer' } | { by: 'admin'; actorId: string; reason: string };

export function createErasureService(deps: {
  db: Db;
  limiter: RateLimiter;
  mailer: Mailer;
  audit: AuditTrail;
  /** Recomputes the ratings of products that lost reviews (reviews.service.ts). */
  refreshRatings: (productIds: string[]) => Promise<void>;
  log: (msg: string, err?: unknown) => void;
}) {
  const { db, limiter, mailer, audit } = deps;

  /** Everything of the account, in the caller's transaction; answers what was kept. */
  async function eraseIn(tx: Tx, account: AccountForErasure, who: Who) {
    // One after the other: a transaction's connection runs one query at a time.
    const orders = await openOrders(tx, account.id);
    const returns = await openReturns(tx, account.id);
    if (orders.length || returns.length) throw openMatters(orders, returns);
    const erased = { name: ERASED_NAME, email: erasedEmail(account.id) };
    const { invoicedOrderIds, orderIds } = await eraseOrders(tx, account.id, erased);
    const { creditNotes } = await eraseReturns(tx, account.id, orderIds, erased);
    const reviewedProducts = await eraseReviews(tx, account.id);
    await eraseQuestions(tx, account.id);
    await eraseWishlist(tx, account.id);
    await eraseHangar(tx, account.id);
    await eraseCart(tx, account.id);
    await eraseStockAlerts(tx, account.id, account.email);
    await eraseRedemptions(tx, account.id);
    await eraseNotifications(tx, account.id, account.email);
    await eraseWhatsApp(tx, account.id);
    await eraseContent(tx, account.id, account.email);
    await eraseGrievances(tx, account.id);
    await eraseConsents(tx, account.id, account.email);
    // Last: the row itself, and with it every session (the token stops working at once).
    await eraseAccount(tx, account.id);
    const keptTaxDocuments = invoicedOrderIds.length + creditNotes;
    const [row] = await tx
      .insert(erasures)
      .values({
        userId: account.id,
        by: who.by,
        reason: who.by === 'admin' ? who.reason : null,
        keptTaxDocuments,
        keptBecause: KEPT_BECAUSE,
      })
      .returning({ at: erasures.createdAt });
    if (who.by === 'admin') {
      // The entry says an erasure was done and why, never what was erased: the label is the
      // erased account's new name, the changes hold no name, email or phone.
      await audit.record(tx, {
        actor: { id: who.actorId },
        kind: 'user',
        recordId: account.id,
        recordLabel: ERASED_NAME,
        action: 'status',
        changes: {
          status: [account.status, 'erased'],
          erasureReason: [null, who.reason],
          keptTaxDocuments: [null, keptTaxDocuments],
        },
      });
    }
    return { keptTaxDocuments, reviewedProducts, at: row!.at };
  }

  async function erase(account: AccountForErasure, who: Who): Promise<ErasureResult> {
    const done = await db.transaction(async (tx) => {
      // Locked, and read again: two erasures of one account cannot both run.
      const locked = await accountForErasure(tx, account.id, true);
      if (!locked || locked.status === 'erased') {
        throw new AppError('CONFLICT', 'This account has already been erased.');
      }
      return eraseIn(tx, locked, who);
    });
    if (done.reviewedProducts.length > 0) {
      await deps.refreshRatings(done.reviewedProducts).catch((err: unknown) => {
        deps.log('ratings not refreshed after an erasure', err);
      });
    }
    // To the address the account had; the notifications module keeps it in the outbox if SMTP fails.
    await mailer
      .sendEmail(
        erasureEmail({
          to: account.email,
          name: account.name,
          keptTaxDocuments: done.keptTaxDocuments,
        }),
      )
      .catch((err: unknown) => deps.log('erasure confirmation not sent', err));
    return { erased: true, keptTaxDocuments: done.keptTaxDocuments, at: done.at.toISOString() };
  }

  return {
    /**
     * The signed-in customer's own erasure: the password of an account that has one, the word
     * ERASE for one that signs in only with Google. An admin account is refused (another admin
     * changes its role first).
     */
    async eraseOwn(userId: string, body: EraseBody): Promise<ErasureResult> {
      const account = await accountForErasure(db, userId);
      if (!account) throw new AppError('NOT_FOUND', 'User not found');
      if (account.role === 'admin') {
        throw new AppError(
          'CONFLICT',
          'An admin account cannot be erased. Ask another admin to make it a customer account first.',
        );
      }
      if (account.passwordHash) {
        if (!('password' in body)) {
          throw fieldError('password', 'Enter your password to erase your account');
        }
        const failuresKey = `erase:user:${userId}`;
        await limiter.check(failuresKey, erasePasswordFailures);
        if (!(await verifyPassword(account.passwordHash, body.password))) {
          await limiter.fail(failuresKey, erasePasswordFailures);
          throw fieldError('password', 'Password is incorrect');
        }
        await limiter.reset(failuresKey);
      } else if (!('confirm' in body)) {
        throw fieldError('confirm', 'This account has no password: type ERASE to confirm');
      }
      return erase(account, { by: 'customer' });
    },

    /** The admin's erasure for a customer who asked by post or email; `reason` names the request. */
    async eraseByAdmin(
      actorId: string,
      userId: string,
      body: AdminEraseBody,
    ): Promise<ErasureResult> {
      const account = UUID.test(userId) ? await accountForErasure(db, userId) : null;
      if (!account) throw new AppError('NOT_FOUND', 'User not found');
      if (account.role === 'admin') {
        throw new AppError(
          'CONFLICT',
          'An admin account cannot be erased. Make it a customer account first.',
        );
      }
      if (account.status === 'erased') {
        throw new AppError('CONFLICT', 'This account has already been erased.');
      }
      return erase(account, { by: 'admin', actorId, reason: body.reason });
    },
  };
}
export type ErasureService = ReturnType<typeof createErasureService>;
