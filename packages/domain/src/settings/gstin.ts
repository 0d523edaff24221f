import { indianStates } from '../shipping/states.ts';

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

/** State codes a GSTIN may start with: each state's and union territory's, and 97 (other territory). */
const GSTIN_STATE_CODES = new Set([...indianStates.map((s) => s.gstCode), '97']);

/**
 * What is wrong with a GSTIN, in words a shop owner or buyer can act on, or null when it is
 * valid: its length, its state code, the PAN inside it, the fixed 'Z', then the check character
 * (the GSTN's base-36 checksum of the first 14, which catches a mistyped character).
 */
export function gstinProblem(value: string): string | null {
  const g = value.trim().toUpperCase();
  if (g.length !== 15) return `A GSTIN has 15 characters; this one has ${g.length}`;
  if (!/^[0-9A-Z]+$/.test(g)) return 'A GSTIN has only letters and digits';
  if (!GSTIN_STATE_CODES.has(g.slice(0, 2)))
    return `A GSTIN starts with a state code (01 to 38, or 97); ${g.slice(0, 2)} is none`;
  if (!/^[A-Z]{5}[0-9]{4}[A-Z]$/.test(g.slice(2, 12)))
    return `Characters 3 to 12 of a GSTIN are a PAN (5 letters, 4 digits, a letter); ${g.slice(2, 12)} is not`;
  if (!/^[1-9A-Z]$/.test(g.charAt(12)))
    return 'The 13th character of a GSTIN is a registration number from 1 to 9 or a letter, never 0';
  if (g.charAt(13) !== 'Z') return "The 14th character of a GSTIN is always 'Z'";
  const check = gstinCheckChar(g.slice(0, 14));
  if (g.charAt(14) !== check)
    return 'This GSTIN has a typing mistake: its last character does not match the rest';
  return null;
}
