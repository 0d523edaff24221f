import { describe, expect, it } from 'vitest';
import { filenameFrom, invoiceFilename } from '#app/lib/orders/invoice-file.ts';

describe('invoice file names', () => {
  it("takes the server's attachment name, preferring filename*", () => {
    expect(filenameFrom('attachment; filename="Invoice_PW-2611-7K3Q9_2026-11-22.pdf"')).toBe(
      'Invoice_PW-2611-7K3Q9_2026-11-22.pdf',
    );
    expect(filenameFrom('attachment; filename=Invoice_A.html')).toBe('Invoice_A.html');
    expect(
      filenameFrom(`attachment; filename="fallback.pdf"; filename*=UTF-8''Invoice%20B.pdf`),
    ).toBe('Invoice B.pdf');
    expect(filenameFrom('inline')).toBeNull();
    expect(filenameFrom(null)).toBeNull();
  });

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
