/**
 * The customer's note to the shop at checkout: plain text, at most this long, shown to the admin
 * and the customer and never on the invoice (docs/decisions/address-landmark-and-order-note.md).
 * Kept apart from the zod schemas so the checkout page can size its field without loading zod.
 */
export const ORDER_NOTE_MAX = 500;
