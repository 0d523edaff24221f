import type { RtoFigures, RtoGroup, RtoReport } from '@propwash/domain/analytics/schemas';
import { formatRupees } from '#app/lib/money.ts';
import { countOf } from '#app/admin/ui/plural.ts';

/** The report's groupings, in tab order, and how each reads. */
export const rtoGroupTabs: readonly { value: RtoGroup; label: string }[] = [
  { value: 'payment', label: 'Payment' },
  { value: 'state', label: 'State' },
  { value: 'pincode', label: 'Pincode' },
  { value: 'courier', label: 'Courier' },
];

export const isRtoGroup = (value: string | null): value is RtoGroup =>
  rtoGroupTabs.some((t) => t.value === value);

/**
 * Money lost as the table shows it: the sum, marked ≈ when any of it is an estimate, and a line
 * saying how much is estimated (docs/decisions/analytics.md, "RTO report").
 */
export function formatLoss(f: RtoFigures): { amount: string; detail: string | null } {
  const estimated = f.estimatedParcels > 0;
  const amount = `${estimated && f.estimatedLost > 0 ? '≈ ' : ''}${formatRupees(f.lost)}`;
  if (!estimated) return { amount, detail: null };
  const parcels = countOf(f.estimatedParcels, 'parcel');
  let detail: string;
  if (f.estimatedLost === 0) detail = `No freight recorded for ${parcels}`;
  else if (f.knownLost > 0) detail = `≈ ${formatRupees(f.estimatedLost)} estimated (${parcels})`;
  else detail = `Estimated: no freight recorded (${parcels})`;
  return { amount, detail };
}

/** A table row: a group's row, a payment method under it, or the total. */
export type RtoTableRow = RtoFigures & {
  key: string;
  label: string;
  kind: 'group' | 'method' | 'total';
};

/**
 * The page's rows for the table: each payment row followed by its exact methods when it has
 * more than itself (paid online: UPI, card), then the total.
 */
export function rtoTableRows(report: RtoReport): RtoTableRow[] {
  const rows: RtoTableRow[] = [];
  for (const { methods, ...row } of report.rows) {
    rows.push({ ...row, kind: 'group' });
    const onlyItself = methods.length === 1 && methods[0]!.key === row.key;
    if (!onlyItself) {
      for (const m of methods) rows.push({ ...m, key: `${row.key}/${m.key}`, kind: 'method' });
    }
  }
  if (report.rows.length > 0) {
    rows.push({ ...report.totals, key: '__total', label: 'All shipped orders', kind: 'total' });
  }
  return rows;
}
