import { formatRupees } from '#app/lib/money.ts';

/** An order's money as the API gives it (rupees). */
export interface SummaryFigures {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  /** Signed: rounding the amount payable to the rupee (docs/decisions/round-off-to-the-rupee.md). */
  roundOff?: number;
  /** Prices include GST (orders placed since that change); false: GST was added on top. */
  taxIncluded: boolean;
}

export interface SummaryView {
  /** The lines above the total; a negative amount is a deduction. */
  rows: [label: string, amount: number][];
  total: number;
  /** Under the total when GST is included: "Includes GST ₹X (CGST ₹a + SGST ₹b)". */
  gstNote: string | null;
}

const split = (s: SummaryFigures) =>
  s.igst
    ? `IGST ${formatRupees(s.igst)}`
    : `CGST ${formatRupees(s.cgst)} + SGST ${formatRupees(s.sgst)}`;

/**
 * The order page's summary lines. Prices are GST-inclusive (docs/decisions/prices-include-gst.md): the GST is
 * contained in the total, so it is a note under it, never an added row. Orders placed before that
 * change had GST added, and keep the rows they were charged with.
 */
export function summaryView(s: SummaryFigures): SummaryView {
  const rows: SummaryView['rows'] = [['Subtotal', s.subtotal]];
  if (s.discount) rows.push(['Discount', -s.discount]);
  rows.push(['Shipping', s.shipping]);
  if (s.roundOff) rows.push(['Round off', s.roundOff]);
  if (s.taxIncluded) {
    return {
      rows,
      total: s.total,
      gstNote: s.tax > 0 ? `Includes GST ${formatRupees(s.tax)} (${split(s)})` : null,
    };
  }
  if (s.igst) rows.push(['IGST', s.igst]);
  else rows.push(['CGST', s.cgst], ['SGST', s.sgst]);
  return { rows, total: s.total, gstNote: null };
}
