import { describe, expect, it } from 'vitest';
import { invoiceFilename } from '#app/lib/orders/invoice-file.ts';

describe('invoice file names', () => {
  it('names a file itself by order number and the day in India', () => {
    const lateEvening = new Date('2026-11-22T20:00:00Z'); // 01:30 on the 23rd in India
    expect(invoiceFilename({ id: 'u-1', orderNumber: 'PW-2611-7K3Q9' }, 'html', lateEvening)).toBe(
      'Invoice_PW-2611-7K3Q9_2026-11-23.html',
    );
    expect(invoiceFilename({ id: 'u-1', orderNumber: '' }, 'pdf', lateEvening)).toBe(
      'Invoice_u-1_2026-11-23.pdf',
    );
  });
});
