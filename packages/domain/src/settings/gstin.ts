/** GSTIN: 2-digit state code, PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTN check character for the first 14 characters (base-36 Luhn variant). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** True for a well-formed GSTIN whose check character matches. */
export function isValidGstin(value: string): boolean {
  return GSTIN_SHAPE.test(value) && gstinCheckChar(value.slice(0, 14)) === value.charAt(14);
}
