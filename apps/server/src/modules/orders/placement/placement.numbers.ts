import { randomInt } from 'node:crypto';
import { indiaWallClock } from '@propwash/domain/india-time';

const ORDER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

const code = (length: number) => {
  let s = '';
  for (let i = 0; i < length; i++) s += ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)];
  return s;
};

/** PW-YYMM-XXXXX: the month in India time and five unambiguous characters. */
export function newOrderNumber(at = new Date()): string {
  const ist = indiaWallClock(at);
  const yymm = `${String(ist.getUTCFullYear()).slice(2)}${String(ist.getUTCMonth() + 1).padStart(2, '0')}`;
  return `PW-${yymm}-${code(5)}`;
}

/** A made-up carrier number for an order shipped without one: PWS + 10 unambiguous characters. */
export function newTrackingNumber(): string {
  return `PWS${code(10)}`;
}
