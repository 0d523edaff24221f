/** An Indian PIN code: six digits, never starting with 0; every pincode check uses this one. */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

/** True when `value` (surrounding spaces ignored) is shaped like a pincode. */
export function isPincode(value: string): boolean {
  return PINCODE_PATTERN.test(value.trim());
}

/**
 * What is wrong with a typed pincode, in the shopper's words; null when it is shaped right. Indian
 * PIN codes start with 1-9 (the first digit is the postal region), so 000000 or 012345 is no pincode.
 */
export function pincodeProblem(value: string): string | null {
  const v = value.trim();
  if (!/^[0-9]{6}$/.test(v)) return 'Please enter a 6-digit pincode';
  if (!PINCODE_PATTERN.test(v)) return 'This is not a valid Indian pincode (they start with 1-9)';
  return null;
}
