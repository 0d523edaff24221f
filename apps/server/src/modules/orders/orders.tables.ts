import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InvoiceSupplier } from '@propwash/domain/orders/supplier';
import type { BusinessBuyer } from '@propwash/domain/orders/business-buyer';
import {
  codConfirmationStates,
  orderStatuses,
  paymentStatuses,
} from '@propwash/domain/orders/status';
import { DEFAULT_GST_RATE_BP } from '@propwash/domain/pricing/gst';
import { users } from '../accounts/accounts.tables.ts';
import { products, productVariants } from '../catalog/catalog.tables.ts';
import {
  timestamptz,
  primaryId,
  createdAt,
  timestamps,
  requiredRef,
} from '../../platform/columns.ts';
import { seriesColumns, seriesCounterTable } from '../../platform/document-series.ts';

export type ShippingAddress = {
  name: string;
  email: string;
  phone: string;
  address: string;
  /** Absent on orders placed before addresses had a landmark. */
  landmark?: string;
  city: string;
  state: string;
  pincode: string;
};

const statusList = sql.raw(orderStatuses.map((s) => `'${s}'`).join(', '));

export const orders = pgTable(
  'orders_order',
  {
    id: primaryId(),
    orderNumber: text('order_number').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: orderStatuses }).notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status', {
      enum: paymentStatuses,
    })
      .notNull()
      .default('pending'),
    priority: text('priority', { enum: ['low', 'normal', 'medium', 'high'] })
      .notNull()
      .default('normal'),
    warehouse: text('warehouse').notNull(),
    // The GST registration the warehouse invoices from, fixed when the order is placed (its state
    // decided CGST + SGST or IGST); null for orders placed before warehouses had GSTINs, which
    // invoice from the store profile (docs/decisions/invoice-from-shipping-warehouse.md).
    supplier: jsonb('supplier').$type<InvoiceSupplier>(),
    shippingMethod: text('shipping_method', { enum: ['standard', 'express'] })
      .notNull()
      .default('standard'),
    // Denormalised for the admin's search by name and email.
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    shippingPaise: integer('shipping_paise').notNull().default(0),
    taxPaise: integer('tax_paise').notNull().default(0),
    cgstPaise: integer('cgst_paise').notNull().default(0),
    sgstPaise: integer('sgst_paise').notNull().default(0),
    igstPaise: integer('igst_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    // Signed: the amount payable (total) less subtotal − discount + shipping; not taxed, and 0 for
    // orders from before amounts were rounded to the rupee (docs/decisions/round-off-to-the-rupee.md).
    roundOffPaise: integer('round_off_paise').notNull().default(0),
    // The GST contained in the shipping charge (0 for orders from before prices included GST).
    shippingTaxPaise: integer('shipping_tax_paise').notNull().default(0),
    // Cash on delivery's fee, GST included, and the GST in it: a line of its own on the invoice,
    // taxed like shipping (docs/decisions/cod-fee-and-prepaid-saving.md); 0 when none.
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    codFeeTaxPaise: integer('cod_fee_tax_paise').notNull().default(0),
    // The saving for paying online, taken off the goods (already in the lines' discounts); 0 when none.
    prepaidSavingPaise: integer('prepaid_saving_paise').notNull().default(0),
    // A cash-on-delivery order's saving if it is paid online before packing, fixed when placed
    // (docs/decisions/pay-now-for-cod-orders.md); 0 for orders paid online or offered none.
    payNowSavingPaise: integer('pay_now_saving_paise').notNull().default(0),
    // The advance a cash-on-delivery order must pay online before it is confirmed; the rest is
    // collected on delivery (docs/decisions/part-paid-cod.md). 0: none asked.
    codAdvancePaise: integer('cod_advance_paise').notNull().default(0),
    // True since prices include GST (total = subtotal − discount + shipping, tax contained); false
    // for orders placed before, whose GST was added on top (docs/decisions/prices-include-gst.md).
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(true),
    couponCode: text('coupon_code'),
    // The customer's plain-text note to the shop at checkout; never on the invoice.
    note: text('note').notNull().default(''),
    trackingNumber: text('tracking_number'),
    /** The payment provider's id of the payment that paid the order (set when it is marked paid). */
    transactionId: text('transaction_id'),
    estimatedDelivery: date('estimated_delivery', { mode: 'string' }),
    // 'replacement': the ₹0 order a return's replacement ships as (docs/decisions/returns-and-replacements.md).
    source: text('source', { enum: ['web', 'import', 'replacement'] })
      .notNull()
      .default('web'),
    cancelReason: text('cancel_reason'),
    // Cash on delivery waiting for the customer's confirmation by the signed link in the order
    // email (docs/decisions/cod-confirmation.md); null: no confirmation asked.
    codConfirmation: text('cod_confirmation', { enum: codConfirmationStates }),
    codConfirmedAt: timestamptz('cod_confirmed_at'),
    // A business buyer's checked GSTIN and legal name, printed on the invoice and reported in
    // GSTR-1 under B2B; null: a consumer (docs/decisions/business-buyers.md).
    buyer: jsonb('buyer').$type<BusinessBuyer>(),
    // The e-way bill the goods move under, recorded by the admin (docs/decisions/e-way-bills.md).
    ewayBillNumber: text('eway_bill_number'),
    ewayBillDate: date('eway_bill_date', { mode: 'string' }),
    // When the shopper acknowledged the drone rules at checkout (docs/decisions/drones.md).
    droneAcknowledgedAt: timestamptz('drone_acknowledged_at'),
    ...timestamps(),
    shippedAt: timestamptz('shipped_at'),
    deliveredAt: timestamptz('delivered_at'),
  },
  (t) => [
    uniqueIndex('orders_order_number_uq').on(t.orderNumber),
    index('orders_order_user_created_idx').on(t.userId, t.createdAt),
    index('orders_order_status_created_idx').on(t.status, t.createdAt),
    index('orders_order_created_idx').on(t.createdAt),
    index('orders_order_email_idx').on(sql`lower(${t.customerEmail})`),
    index('orders_order_name_trgm_idx').using('gin', sql`${t.customerName} gin_trgm_ops`),
    // The expiry job and the admin's "awaiting" filter read only the few orders that wait.
    index('orders_order_cod_awaiting_idx')
      .on(t.createdAt)
      .where(sql`${t.codConfirmation} = 'awaiting' and ${t.status} <> 'cancelled'`),
    check('orders_order_status_ck', sql`${t.status} in (${statusList})`),
    check(
      'orders_order_eway_bill_ck',
      sql`${t.ewayBillNumber} is null or ${t.ewayBillNumber} ~ '^[0-9]{12}$'`,
    ),
    check(
      'orders_order_money_ck',
      sql`${t.subtotalPaise} >= 0 and ${t.discountPaise} >= 0 and ${t.shippingPaise} >= 0 and ${t.taxPaise} >= 0 and ${t.totalPaise} >= 0`,
    ),
    check(
      'orders_order_cod_money_ck',
      sql`${t.codFeePaise} >= 0 and ${t.codFeeTaxPaise} >= 0 and ${t.prepaidSavingPaise} >= 0 and ${t.payNowSavingPaise} >= 0 and ${t.codAdvancePaise} >= 0 and ${t.codAdvancePaise} <= ${t.totalPaise}`,
    ),
    // The RTO report and the COD blocks read orders returned to origin by when they shipped.
    index('orders_order_shipped_idx')
      .on(t.shippedAt)
      .where(sql`${t.shippedAt} is not null`),
  ],
);

/**
 * Cash on delivery switched off for a customer account, a phone number or a delivery pincode
 * after parcels came back (docs/decisions/cod-blocks.md): `returns` counts the parcels returned
 * to origin since the last lift; `blockedAt` is set when it reaches the setting's number, and an
 * admin's lift clears it (and the count) with who and when.
 */
export const codBlockKinds = ['customer', 'phone', 'pincode'] as const;
export const codBlocks = pgTable(
  'orders_cod_block',
  {
    id: primaryId(),
    kind: text('kind', { enum: codBlockKinds }).notNull(),
    /** The user id, the ten-digit phone or the six-digit pincode. */
    value: text('value').notNull(),
    returns: integer('returns').notNull().default(0),
    /** The last order returned to origin that counted. */
    lastOrderId: uuid('last_order_id'),
    blockedAt: timestamptz('blocked_at'),
    liftedAt: timestamptz('lifted_at'),
    liftedBy: uuid('lifted_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('orders_cod_block_kind_value_uq').on(t.kind, t.value),
    index('orders_cod_block_blocked_idx')
      .on(t.blockedAt)
      .where(sql`${t.blockedAt} is not null`),
    check('orders_cod_block_kind_ck', sql`${t.kind} in ('customer', 'phone', 'pincode')`),
    check('orders_cod_block_returns_ck', sql`${t.returns} >= 0`),
  ],
);

/** Order lines are a snapshot: name, price and tax as they were when the order was placed. */
export const orderItems = pgTable(
  'orders_item',
  {
    id: primaryId(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    // A variant's line: its id (null once the variant is deleted) and its label ("BNF"); `name`
    // is then the display name "Skylark 1200 — BNF" and `sku` the variant's.
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    variantLabel: text('variant_label'),
    name: text('name').notNull(),
    sku: text('sku').notNull().default(''),
    image: text('image'),
    category: text('category').notNull().default(''),
    hsnCode: text('hsn_code').notNull().default(''),
    gstRateBp: integer('gst_rate_bp').notNull().default(DEFAULT_GST_RATE_BP),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    taxPaise: integer('tax_paise').notNull().default(0),
    lineTotalPaise: integer('line_total_paise').notNull(),
    // A drone's all-up weight when ordered (its category follows from it); null: not a drone.
    droneWeightGrams: integer('drone_weight_grams'),
  },
  (t) => [
    index('orders_item_order_idx').on(t.orderId),
    index('orders_item_product_idx').on(t.productId),
    index('orders_item_variant_idx')
      .on(t.variantId)
      .where(sql`${t.variantId} is not null`),
    index('orders_item_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    check('orders_item_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

export const orderTimeline = pgTable(
  'orders_timeline',
  {
    id: primaryId(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    status: text('status').notNull(),
    message: text('message').notNull().default(''),
    automated: boolean('automated').notNull().default(false),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('orders_timeline_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * GST tax invoices: one series per GST registration and financial year, e.g. PW/26-27/000123
 * (the store profile's GSTIN) or MH/26-27/000001 (a Maharashtra warehouse's).
 */
export const invoices = pgTable(
  'orders_invoice',
  {
    id: primaryId(),
    orderId: requiredRef('order_id', () => orders.id, 'restrict'),
    invoiceNumber: text('invoice_number').notNull(),
    series: text('series').notNull().default('PW'),
    ...seriesColumns(),
  },
  (t) => [
    uniqueIndex('orders_invoice_order_uq').on(t.orderId),
    uniqueIndex('orders_invoice_number_uq').on(t.invoiceNumber),
    uniqueIndex('orders_invoice_series_uq').on(t.series, t.financialYear, t.sequence),
    // GSTR-1 reads a month's invoices by their date.
    index('orders_invoice_issued_idx').on(t.issuedAt),
    check('orders_invoice_number_len_ck', sql`length(${t.invoiceNumber}) <= 16`),
  ],
);

/** The last sequence taken in each series and financial year. */
export const invoiceCounters = pgTable(
  'orders_invoice_counter',
  {
    series: text('series').notNull().default('PW'),
    financialYear: text('financial_year').notNull(),
    lastSequence: integer('last_sequence').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/**
 * The serial numbers of each drone unit an order ships (docs/decisions/drones.md): one row per
 * unit of a drone line, recorded at packing before the invoice that prints them.
 */
export const droneUnits = pgTable(
  'orders_drone_unit',
  {
    id: primaryId(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    orderItemId: requiredRef('order_item_id', () => orderItems.id, 'cascade'),
    /** 1…quantity within its line. */
    unit: integer('unit').notNull(),
    aircraftSerial: text('aircraft_serial').notNull(),
    flightControllerSerial: text('flight_controller_serial').notNull(),
    remoteSerial: text('remote_serial').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_drone_unit_item_uq').on(t.orderItemId, t.unit),
    index('orders_drone_unit_order_idx').on(t.orderId),
    index('orders_drone_unit_created_idx').on(t.createdAt),
    check('orders_drone_unit_unit_ck', sql`${t.unit} > 0`),
  ],
);

/**
 * Payment receipts (receipt vouchers, CGST rule 50): issued when an order is paid before its
 * goods are invoiced, in their own gap-free series per financial year, e.g. RV/26-27/000001
 * (docs/decisions/invoice-timing.md).
 */
export const receipts = pgTable(
  'orders_receipt',
  {
    id: primaryId(),
    orderId: requiredRef('order_id', () => orders.id, 'restrict'),
    receiptNumber: text('receipt_number').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    transactionId: text('transaction_id'),
    ...seriesColumns(),
  },
  (t) => [
    uniqueIndex('orders_receipt_order_uq').on(t.orderId),
    uniqueIndex('orders_receipt_number_uq').on(t.receiptNumber),
    uniqueIndex('orders_receipt_series_uq').on(t.financialYear, t.sequence),
    index('orders_receipt_issued_idx').on(t.issuedAt),
    check('orders_receipt_number_len_ck', sql`length(${t.receiptNumber}) <= 16`),
    check('orders_receipt_amount_ck', sql`${t.amountPaise} >= 0`),
  ],
);

export const receiptCounters = seriesCounterTable('orders_receipt_counter');
