import { formatRupees } from '#app/lib/money.ts';

/**
 * The GST part of a checkout quote or an order summary. Since prices became GST-inclusive
 * (docs/decisions/prices-include-gst.md) `tax`, `cgst`, `sgst` and `igst` are the GST contained in the total;
 * orders placed before that carry `taxIncluded: false` and had GST added on top.
 */
export interface GstAmounts {
  taxIncluded: boolean;
  tax: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export function isTaxIncluded(amounts: Pick<GstAmounts, 'taxIncluded'>): boolean {
  return amounts.taxIncluded;
}

/** Delivery outside the shop's state (or no split known) is IGST; inside it, CGST + SGST. */
export function isInterState(amounts: GstAmounts): boolean {
  return amounts.igst > 0 || (amounts.cgst === 0 && amounts.sgst === 0);
}

/** The GST rows an old order was charged on top of its prices, as [label, rupees]. */
export function addedGstRows(amounts: GstAmounts): [string, number][] {
  return isInterState(amounts)
    ? [['IGST', amounts.igst || amounts.tax]]
    : [
        ['CGST', amounts.cgst],
        ['SGST', amounts.sgst],
      ];
}

/** The quiet line under an inclusive total: nothing is added, here is the GST inside it. */
export function TaxIncludedNote({ amounts }: { amounts: GstAmounts }) {
  const split = isInterState(amounts)
    ? `IGST ${formatRupees(amounts.igst || amounts.tax)}`
    : `CGST ${formatRupees(amounts.cgst)} + SGST ${formatRupees(amounts.sgst)}`;
  return (
    <p className="text-xs text-slate-500">
      Inclusive of all taxes · includes GST {formatRupees(amounts.tax)}
      <span className="block text-[0.6875rem]">({split})</span>
    </p>
  );
}
