/** Returns' rules and labels, free of zod so storefront pages stay small (docs/decisions/returns-and-replacements.md). */
import { labelledValues } from '../platform/labels.ts';

export const returnStatusLabels = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  picked_up: 'Picked up',
  received: 'Received',
  refunded: 'Refunded',
  replaced: 'Replaced',
} satisfies Record<string, string>;
export const returnStatuses = labelledValues(returnStatusLabels);
export type ReturnStatus = (typeof returnStatuses)[number];

export const returnKinds = ['refund', 'replacement'] as const;
export type ReturnKind = (typeof returnKinds)[number];

export const returnReasonLabels = {
  damaged: 'Arrived damaged',
  defective: 'Does not work',
  wrong_item: 'Wrong item sent',
  not_as_described: 'Not as described',
  changed_mind: 'No longer needed',
  other: 'Other',
} satisfies Record<string, string>;
export const returnReasons = labelledValues(returnReasonLabels);
export type ReturnReason = (typeof returnReasons)[number];

/** How the money of a refunded return went back: through the provider, or paid out for COD. */
export const refundMethods = ['provider', 'bank', 'upi'] as const;
export type RefundMethod = (typeof refundMethods)[number];

export const MAX_RETURN_PHOTOS = 3;

/** A UPI ID (VPA): name@handle, e.g. asha.rao@okaxis (docs/decisions/refund-destination-of-cod-returns.md). */
export const UPI_ID_PATTERN = /^[a-z0-9][a-z0-9._-]{1,63}@[a-z][a-z0-9]{1,31}$/i;
/** An IFSC: 4 letters (the bank), 0, then 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** An Indian bank account number: 9 to 18 digits. */
export const BANK_ACCOUNT_PATTERN = /^\d{9,18}$/;
/** A bank transfer's reference: NEFT/IMPS UTRs are 12 to 22 characters, UPI's 12 digits. */
export const TRANSFER_REFERENCE_PATTERN = /^[A-Za-z0-9]{6,35}$/;

/** Whether a return's refund is paid out by hand to the customer's account (COD), not the provider. */
export const refundsByTransfer = (paymentMethod: string) => paymentMethod === 'cod';

/** A refund destination as the admin's list and the customer see it: only its last characters. */
export function maskRefundDestination(
  to:
    | { type: 'upi'; upiId: string }
    | { type: 'bank'; accountHolder: string; accountNumber: string; ifsc: string },
): { type: 'upi' | 'bank'; label: string } {
  if (to.type === 'upi') {
    const [name = '', handle = ''] = to.upiId.split('@');
    return { type: 'upi', label: `UPI ${name.slice(0, 2)}••••@${handle}` };
  }
  return {
    type: 'bank',
    label: `Bank account ••••${to.accountNumber.slice(-4)} (${to.ifsc.slice(0, 4)})`,
  };
}

const next: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ['approved', 'rejected'],
  approved: ['picked_up'],
  rejected: [],
  picked_up: ['received'],
  received: ['refunded', 'replaced'],
  refunded: [],
  replaced: [],
};

/** Whether a return may move on: one step at a time; the last step follows the kind asked for. */
export function canMoveReturn(
  from: ReturnStatus,
  to: ReturnStatus,
  kind: ReturnKind,
): { allowed: true } | { allowed: false; reason: string } {
  if (!next[from].includes(to)) {
    return {
      allowed: false,
      reason: `A ${returnStatusLabels[from].toLowerCase()} return cannot become ${returnStatusLabels[to].toLowerCase()}.`,
    };
  }
  if ((to === 'refunded' && kind !== 'refund') || (to === 'replaced' && kind !== 'replacement')) {
    return { allowed: false, reason: `This return asked for a ${kind}.` };
  }
  return { allowed: true };
}

/** The statuses an admin can choose next (for the detail panel). */
export function nextReturnStatuses(from: ReturnStatus, kind: ReturnKind): ReturnStatus[] {
  return next[from].filter((to) => canMoveReturn(from, to, kind).allowed);
}

/** 'CN/26-27/000123': the credit note series of a financial year (≤ 16 characters, like invoices). */
export function formatCreditNoteNumber(fy: string, sequence: number): string {
  if (!/^\d{2}-\d{2}$/.test(fy)) throw new RangeError(`Invalid financial year: ${fy}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > 999_999) {
    throw new RangeError(`Credit note sequence out of range: ${sequence}`);
  }
  return `CN/${fy}/${String(sequence).padStart(6, '0')}`;
}

/**
 * The value and GST of `quantity` units of a line of which `alreadyReturned` units were returned
 * before: cumulative rounding, so all returns of a line add up to exactly what the line cost.
 */
export function returnedShare(
  line: { quantity: number; lineTotalPaise: number; taxPaise: number },
  alreadyReturned: number,
  quantity: number,
): { valuePaise: number; taxPaise: number } {
  const upTo = (n: number, total: number) => Math.round((total * n) / line.quantity);
  const after = alreadyReturned + quantity;
  return {
    valuePaise: upTo(after, line.lineTotalPaise) - upTo(alreadyReturned, line.lineTotalPaise),
    taxPaise: upTo(after, line.taxPaise) - upTo(alreadyReturned, line.taxPaise),
  };
}

/**
 * The order's round off a return carries: all of it on the return that takes back the order's
 * last units (never more than that return is worth), none on the others, so the refunds of an
 * order add up to what was paid (docs/decisions/round-off-to-the-rupee.md).
 */
export function returnedRoundOff(
  order: { roundOffPaise: number; items: { id: string; quantity: number }[] },
  returnedBefore: ReadonlyMap<string, number>,
  returning: readonly { orderItemId: string; quantity: number }[],
  valuePaise: number,
): number {
  const now = new Map(returning.map((r) => [r.orderItemId, r.quantity]));
  const takesTheRest = order.items.every(
    (i) => (returnedBefore.get(i.id) ?? 0) + (now.get(i.id) ?? 0) === i.quantity,
  );
  return takesTheRest ? Math.max(order.roundOffPaise, -valuePaise) : 0;
}
