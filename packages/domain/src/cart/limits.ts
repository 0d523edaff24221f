/** The most of one product a cart line (and so an order line) may hold. */
export const MAX_LINE_QUANTITY = 999;
