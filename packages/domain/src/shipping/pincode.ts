/** An Indian PIN code: six digits, never starting with 0; every pincode check uses this one. */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

/** True when `value` (surrounding spaces ignored) is shaped like a pincode. */
export function isPincode(value: string): boolean {
  return PINCODE_PATTERN.test(value.trim());
}
