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
  /** Cash on delivery's fee, GST included (docs/decisions/cod-fee-and-prepaid-saving.md); 0: none. */
  codFee?: number;
  /** The saving for paying online, already in the lines' discounts; 0: none. */
  prepaidSaving?: number;
}

/** A part-paid cash-on-delivery order's advance (docs/decisions/part-paid-cod.md). */
export interface AdvanceFigures {
  amount: number;
  paid: boolean;
  dueOnDelivery: number;
}

export interface SummaryView {
  /** The lines above the total; a negative amount is a deduction. */
  rows: [label: string, amount: number][];
  total: number;
  /** Under the total when GST is included: "Includes GST ₹X (CGST ₹a + SGST ₹b)". */
  gstNote: string | null;
  /** Under the total of a part-paid COD order: the advance (paid or not) and what is due on delivery. */
  advance: { label: string; paid: boolean; amount: number; dueOnDelivery: number } | null;
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
export function summaryView(s: SummaryFigures, adv: AdvanceFigures | null = null): SummaryView {
  const rows: SummaryView['rows'] = [['Subtotal', s.subtotal]];
  if (s.discount) rows.push(['Discount', -s.discount]);
  // The saving is in the lines' discounts; shown once here, so the rows add up to the total.
  if (s.prepaidSaving) rows.push(['Prepaid saving', -s.prepaidSaving]);
  rows.push(['Shipping', s.shipping]);
  if (s.codFee) rows.push(['COD fee', s.codFee]);
  if (s.roundOff) rows.push(['Round off', s.roundOff]);
  const advance = adv && {
    label: adv.paid ? 'Advance paid online' : 'Advance to pay online',
    paid: adv.paid,
    amount: adv.amount,
    dueOnDelivery: adv.dueOnDelivery,
  };
  if (s.taxIncluded) {
    return {
      rows,
      total: s.total,
      gstNote: s.tax > 0 ? `Includes GST ${formatRupees(s.tax)} (${split(s)})` : null,
      advance,
    };
  }
  if (s.igst) rows.push(['IGST', s.igst]);
  else rows.push(['CGST', s.cgst], ['SGST', s.sgst]);
  return { rows, total: s.total, gstNote: null, advance };
}
