// Failed delivery attempts (NDR, non-delivery reports) and what is done about them
// (docs/decisions/failed-deliveries.md).

/** Why the courier could not deliver, in the shop's words (from the courier's report). */
export const ndrReasonLabels = {
  customer_unavailable: 'Customer not available',
  refused: 'Customer refused the parcel',
  address_issue: 'Address incomplete or wrong',
  phone_unreachable: 'Phone not reachable',
  cod_not_ready: 'Cash not ready',
  rescheduled: 'Customer asked for another day',
  other: 'Other reason',
} as const;
export type NdrReason = keyof typeof ndrReasonLabels;
export const ndrReasons = Object.keys(ndrReasonLabels) as [NdrReason, ...NdrReason[]];

/**
 * Where a failed delivery stands: `open` waits for the customer or the admin; `reattempt` and
 * `return` were sent to the courier (re-deliver, or bring it back to the shop); `closed` ended
 * by delivery or return to origin.
 */
export const ndrStates = ['open', 'reattempt', 'return', 'closed'] as const;
export type NdrState = (typeof ndrStates)[number];

/** What the customer chose on the link they were sent: re-attempt, corrected details, or cancel. */
export const ndrCustomerChoices = ['reattempt', 'update_details', 'cancel'] as const;
export type NdrCustomerChoice = (typeof ndrCustomerChoices)[number];
