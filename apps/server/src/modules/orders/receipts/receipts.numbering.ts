// Payment receipts (receipt vouchers, CGST Rules 2017, rule 50): their own gap-free series per
// financial year, RV/26-27/000001 (docs/decisions/invoice-timing.md).
import { eq } from 'drizzle-orm';
import { financialYear } from '@propwash/domain/orders/invoice-number';
import type { Db, Tx } from '../../../platform/db.ts';
import { takeSequences } from '../../../platform/document-series.ts';
import { receiptCounters, receipts } from '../orders.tables.ts';

const MAX_SEQUENCE = 999_999;

/** 'RV/26-27/000001': the financial year and a six-digit sequence (15 characters). */
export function formatReceiptNumber(fy: string, sequence: number): string {
  if (!/^\d{2}-\d{2}$/.test(fy)) throw new RangeError(`Invalid financial year: ${fy}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > MAX_SEQUENCE) {
    throw new RangeError(`Receipt sequence out of range (1–${MAX_SEQUENCE}): ${sequence}`);
  }
  return `RV/${fy}/${String(sequence).padStart(6, '0')}`;
}

/**
 * Gives the paid order its receipt voucher (once), the next number of the financial year's
 * series, in the caller's transaction (the payment's settlement): a rollback returns the number.
 */
export async function issueReceipt(
  tx: Tx,
  orderId: string,
  payment: { amountPaise: number; transactionId: string | null },
  at = new Date(),
): Promise<string> {
  const [existing] = await tx
    .select({ number: receipts.receiptNumber })
    .from(receipts)
    .where(eq(receipts.orderId, orderId));
  if (existing) return existing.number;
  const fy = financialYear(at);
  const sequence = await takeSequences(tx, receiptCounters, fy);
  const receiptNumber = formatReceiptNumber(fy, sequence);
  await tx.insert(receipts).values({
    orderId,
    receiptNumber,
    amountPaise: payment.amountPaise,
    transactionId: payment.transactionId,
    financialYear: fy,
    sequence,
    issuedAt: at,
  });
  return receiptNumber;
}

/**
 * Numbers many receipts at once (the demo seed): in date order within each financial year, taking
 * one block of sequences from its counter.
 */
export async function issueReceiptsInBulk(
  db: Db | Tx,
  due: Array<{
    orderId: string;
    issuedAt: Date;
    amountPaise: number;
    transactionId: string | null;
  }>,
): Promise<void> {
  const byYear = new Map<string, typeof due>();
  for (const item of [...due].sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime())) {
    const fy = financialYear(item.issuedAt);
    byYear.set(fy, [...(byYear.get(fy) ?? []), item]);
  }
  for (const [fy, items] of byYear) {
    const first = await takeSequences(db, receiptCounters, fy, items.length);
    await db.insert(receipts).values(
      items.map((item, i) => ({
        ...item,
        receiptNumber: formatReceiptNumber(fy, first + i),
        financialYear: fy,
        sequence: first + i,
      })),
    );
  }
}
