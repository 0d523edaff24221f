import type { Paise } from './money.ts';

const ones = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99: 'Forty-Two'. */
function belowHundred(n: number): string {
  if (n < 20) return ones[n]!;
  const unit = n % 10;
  return unit === 0 ? tens[Math.floor(n / 10)]! : `${tens[Math.floor(n / 10)]}-${ones[unit]}`;
}

/** 1–999: 'Four Hundred Fifty-Six' (no 'and', as Indian invoices write it). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ones[hundreds]} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A positive whole number with Indian grouping: crore, lakh, thousand, hundred. */
function indianWords(n: number): string {
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1_000);
  const rest = n % 1_000;
  const parts: string[] = [];
  // Above 99 crore the crore count is itself said the Indian way ('One Lakh Crore').
  if (crore > 0) parts.push(`${indianWords(crore)} Crore`);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/**
 * An amount as an Indian invoice writes it: 12345675 paise →
 * 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Five Paise Only'.
 */
export function amountInWords(paise: Paise): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`Amount must be whole, non-negative paise: ${paise}`);
  }
  const rupees = Math.floor(paise / 100);
  const cents = paise % 100;
  if (rupees === 0 && cents > 0) return `${belowHundred(cents)} Paise Only`;
  const rupeeWords = rupees === 0 ? 'Zero' : indianWords(rupees);
  const paiseWords = cents > 0 ? ` and ${belowHundred(cents)} Paise` : '';
  return `Rupees ${rupeeWords}${paiseWords} Only`;
}
