import type { OrderReturn } from '@propwash/domain/returns/schemas';
import type { AuditTrail } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import type { Email } from '../../platform/mail.ts';
import type { InvoiceDocument } from '../orders/invoices/invoices.document.ts';
import type { OrderForReturn } from '../orders/orders.for-returns.ts';

// What the returns module needs of other modules, declared here so it depends on none of them;
// app-services.ts hands the services over (docs/architecture.md, "Modules").

/** The orders module (orders/orders.for-returns.ts, orders/invoices/). */
export type OrdersPort = {
  orderForReturn(
    tx: Tx,
    orderId: string,
    opts?: { lock?: boolean },
  ): Promise<OrderForReturn | null>;
  /** The order's id by uuid or order number, with its owner; null when there is none. */
  findOrderOwner(
    idOrNumber: string,
  ): Promise<{ orderId: string; orderNumber: string; userId: string | null } | null>;
  orderNumbers(tx: Tx, ids: string[]): Promise<Map<string, string>>;
  addTimeline(
    tx: Tx,
    orderId: string,
    entry: { status: string; message: string; actorUserId: string | null },
  ): Promise<void>;
  createReplacementOrder(
    tx: Tx,
    input: {
      originalOrderId: string;
      lines: Array<{ orderItemId: string; quantity: number }>;
      actorUserId: string | null;
    },
  ): Promise<{ id: string; orderNumber: string }>;
  /** The order's GST tax invoice as data; null before it has one. */
  invoiceDocument(orderId: string): Promise<InvoiceDocument | null>;
  renderHtml(doc: InvoiceDocument): string;
  renderPdf(doc: InvoiceDocument): Promise<Buffer>;
};

/** The inventory module: returned goods go back on the shelf (movement reason "return"). */
export type StockPort = {
  release(
    tx: Tx,
    lines: { productId: string | null; variantId?: string | null; quantity: number }[],
    ctx: { orderId: string; reason: 'return'; actorUserId?: string | null },
  ): Promise<void>;
};

/** The payments module (payments.refunds.ts): part of a prepaid order's money back. */
export type RefundsPort = {
  refundPart(
    orderId: string,
    amountPaise: number,
  ): Promise<{ status: 'done'; refundIds: string[] } | { status: 'failed' }>;
};

/** The catalog module: products whose category takes no returns. */
export type CatalogPort = { nonReturnable(productIds: string[]): Promise<Set<string>> };

export type ReturnsDeps = {
  orders: OrdersPort;
  /** Each status step an admin takes is recorded in the audit log (platform/audit.ts). */
  audit: AuditTrail;
  stock: StockPort;
  refunds: RefundsPort;
  catalog: CatalogPort;
  /** The return window in days from delivery (Settings, general.returnsDays). */
  windowDays(): Promise<number>;
  isOwnImageUrl(url: string): boolean;
  sendEmail(email: Email): Promise<void>;
  /** Product pages must not show the old stock. */
  onStockChanged(productIds: string[]): void;
  publicUrl: string;
  log: (msg: string, err?: unknown) => void;
  /** The same step on WhatsApp besides the email (docs/decisions/whatsapp.md); never throws. */
  onStep?: (step: OrderReturn) => void;
};
