import { describe, expect, it } from 'vitest';
import {
  canMoveReturn,
  formatCreditNoteNumber,
  nextReturnStatuses,
  returnedShare,
} from './rules.ts';

describe('returnedShare', () => {
  it('adds up to exactly the line over several returns, value and GST alike', () => {
    const line = { quantity: 3, lineTotalPaise: 100_000, taxPaise: 15_254 };
    const parts = [returnedShare(line, 0, 1), returnedShare(line, 1, 1), returnedShare(line, 2, 1)];
    expect(parts.map((p) => p.valuePaise)).toEqual([33_333, 33_334, 33_333]);
    expect(parts.reduce((a, p) => a + p.valuePaise, 0)).toBe(100_000);
    expect(parts.reduce((a, p) => a + p.taxPaise, 0)).toBe(15_254);
  });

  it('gives the whole line when every unit comes back at once', () => {
    expect(returnedShare({ quantity: 2, lineTotalPaise: 118_000, taxPaise: 18_000 }, 0, 2)).toEqual(
      { valuePaise: 118_000, taxPaise: 18_000 },
    );
  });
});

describe('canMoveReturn', () => {
  it('moves one step at a time and ends as the customer asked', () => {
    expect(canMoveReturn('requested', 'approved', 'refund').allowed).toBe(true);
    expect(canMoveReturn('requested', 'received', 'refund').allowed).toBe(false);
    expect(canMoveReturn('received', 'refunded', 'replacement').allowed).toBe(false);
    expect(canMoveReturn('rejected', 'approved', 'refund').allowed).toBe(false);
    expect(nextReturnStatuses('received', 'replacement')).toEqual(['replaced']);
    expect(nextReturnStatuses('requested', 'refund')).toEqual(['approved', 'rejected']);
  });
});

describe('formatCreditNoteNumber', () => {
  it('writes CN/26-27/000001 in at most 16 characters, and refuses bad input', () => {
    expect(formatCreditNoteNumber('26-27', 1)).toBe('CN/26-27/000001');
    expect(formatCreditNoteNumber('26-27', 999_999).length).toBeLessThanOrEqual(16);
    expect(() => formatCreditNoteNumber('2026', 1)).toThrow(RangeError);
    expect(() => formatCreditNoteNumber('26-27', 0)).toThrow(RangeError);
  });
});
