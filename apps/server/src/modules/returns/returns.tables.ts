import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  refundMethods,
  returnKinds,
  returnReasons,
  returnStatuses,
  type RefundDestination,
} from '@propwash/domain/returns/schemas';
import { users } from '../accounts/accounts.tables.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';
import { createdAt, primaryId, timestamps, requiredRef } from '../../platform/columns.ts';
import { seriesColumns, seriesCounterTable } from '../../platform/document-series.ts';

/** A customer's request to return lines of a delivered order (docs/decisions/returns-and-replacements.md). */
export const returns = pgTable(
  'returns_return',
  {
    id: primaryId(),
    orderId: requiredRef('order_id', () => orders.id, 'restrict'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    // Copied from the order when asked, for the admin's list and search (no join across modules).
    orderNumber: text('order_number').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    paymentMethod: text('payment_method').notNull(),
    status: text('status', { enum: returnStatuses }).notNull().default('requested'),
    kind: text('kind', { enum: returnKinds }).notNull(),
    reason: text('reason', { enum: returnReasons }).notNull(),
    note: text('note').notNull().default(''),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** What the returned lines cost, GST included, and the GST they carried. */
    refundPaise: integer('refund_paise').notNull().default(0),
    refundTaxPaise: integer('refund_tax_paise').notNull().default(0),
    /**
     * Signed, included in refundPaise: the order's round off to the rupee, carried by the return
     * that takes back its last units, so all its refunds add up to what was paid for the goods
     * (docs/decisions/round-off-to-the-rupee.md); else 0.
     */
    roundOffPaise: integer('round_off_paise').notNull().default(0),
    /**
     * Where the customer asked a cash-on-delivery refund to be paid (UPI ID or bank account);
     * null for orders paid online, refunded through the provider. Shown masked but to the admin
     * who pays it (docs/decisions/refund-destination-of-cod-returns.md).
     */
    refundTo: jsonb('refund_to').$type<RefundDestination>(),
    refundMethod: text('refund_method', { enum: refundMethods }),
    refundReference: text('refund_reference'),
    /** A provider refund is `in_progress` while one request is asking the provider for it. */
    refundStatus: text('refund_status', { enum: ['pending', 'in_progress', 'done'] }),
    replacementOrderId: uuid('replacement_order_id').references(() => orders.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (t) => [
    index('returns_return_order_idx').on(t.orderId, t.createdAt),
    index('returns_return_status_created_idx').on(t.status, t.createdAt),
    index('returns_return_created_idx').on(t.createdAt),
    index('returns_return_kind_created_idx').on(t.kind, t.createdAt),
    index('returns_return_order_number_idx').on(t.orderNumber),
    index('returns_return_email_idx').on(sql`lower(${t.customerEmail})`),
    check('returns_return_money_ck', sql`${t.refundPaise} >= 0 and ${t.refundTaxPaise} >= 0`),
  ],
);

/** The lines a return takes back, with the value and GST each gives back. */
export const returnItems = pgTable(
  'returns_item',
  {
    id: primaryId(),
    returnId: requiredRef('return_id', () => returns.id, 'cascade'),
    orderItemId: requiredRef('order_item_id', () => orderItems.id, 'restrict'),
    /** The line's name as sold. */
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    valuePaise: integer('value_paise').notNull(),
    taxPaise: integer('tax_paise').notNull(),
  },
  (t) => [
    index('returns_item_return_idx').on(t.returnId),
    index('returns_item_order_item_idx').on(t.orderItemId),
    check('returns_item_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/** Each step of a return, with the shop's message (also on the order's timeline). */
export const returnEvents = pgTable(
  'returns_event',
  {
    id: primaryId(),
    returnId: requiredRef('return_id', () => returns.id, 'cascade'),
    status: text('status').notNull(),
    message: text('message').notNull().default(''),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('returns_event_return_idx').on(t.returnId, t.createdAt)],
);

/**
 * GST credit notes: their own gap-free series per financial year, e.g. CN/26-27/000001. Each is
 * against either a refunded return or a whole invoice whose order was cancelled
 * (docs/decisions/credit-note-on-cancellation.md); never both.
 */
export const creditNotes = pgTable(
  'returns_credit_note',
  {
    id: primaryId(),
    returnId: uuid('return_id').references(() => returns.id, { onDelete: 'restrict' }),
    cancelledOrderId: uuid('cancelled_order_id').references(() => orders.id, {
      onDelete: 'restrict',
    }),
    creditNoteNumber: text('credit_note_number').notNull(),
    ...seriesColumns(),
  },
  (t) => [
    uniqueIndex('returns_credit_note_return_uq').on(t.returnId),
    uniqueIndex('returns_credit_note_cancelled_order_uq').on(t.cancelledOrderId),
    check(
      'returns_credit_note_against_ck',
      sql`(${t.returnId} is null) <> (${t.cancelledOrderId} is null)`,
    ),
    uniqueIndex('returns_credit_note_number_uq').on(t.creditNoteNumber),
    uniqueIndex('returns_credit_note_series_uq').on(t.financialYear, t.sequence),
    // GSTR-1 reads a month's credit notes by their date.
    index('returns_credit_note_issued_idx').on(t.issuedAt),
    check('returns_credit_note_number_len_ck', sql`length(${t.creditNoteNumber}) <= 16`),
  ],
);

export const creditNoteCounters = seriesCounterTable('returns_credit_note_counter');
