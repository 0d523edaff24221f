/**
 * The longest landmark ("Near Shiva temple") an address may carry, on a saved address and on an
 * order's shipping address (docs/decisions/address-landmark-and-order-note.md). Apart from the zod
 * schemas so forms can size their field without loading zod.
 */
export const LANDMARK_MAX = 80;
