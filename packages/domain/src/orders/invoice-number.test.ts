import { describe, expect, it } from 'vitest';
import { financialYear, formatInvoiceNumber } from './invoice-number.ts';

describe('financialYear', () => {
  it('runs April to March', () => {
    expect(financialYear(new Date('2026-04-15T12:00:00Z'))).toBe('26-27');
    expect(financialYear(new Date('2027-03-15T12:00:00Z'))).toBe('26-27');
    expect(financialYear(new Date('2026-12-31T12:00:00Z'))).toBe('26-27');
    expect(financialYear(new Date('2026-01-10T12:00:00Z'))).toBe('25-26');
  });

  it('turns over at midnight of 1 April in India, not in UTC', () => {
    // 31 March 23:59 IST = 18:29 UTC; 1 April 00:00 IST = 31 March 18:30 UTC.
    expect(financialYear(new Date('2026-03-31T18:29:59.999Z'))).toBe('25-26');
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('26-27');
  });

  it('pads the century turn', () => {
    expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toBe('99-00');
    expect(financialYear(new Date('2008-06-01T00:00:00Z'))).toBe('08-09');
  });
});

describe('formatInvoiceNumber', () => {
  it('pads the sequence to six digits and stays within 16 characters', () => {
    expect(formatInvoiceNumber('26-27', 1)).toBe('PW/26-27/000001');
    expect(formatInvoiceNumber('26-27', 123)).toBe('PW/26-27/000123');
    const last = formatInvoiceNumber('26-27', 999_999);
    expect(last).toBe('PW/26-27/999999');
    expect(last.length).toBeLessThanOrEqual(16);
  });

  it('refuses sequences that do not fit the series and malformed years', () => {
    expect(() => formatInvoiceNumber('26-27', 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('26-27', 1_000_000)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('26-27', 1.5)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('2026-27', 1)).toThrow(RangeError);
  });
});
