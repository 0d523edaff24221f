import { describe, expect, it } from 'vitest';
import { filenameFrom } from '#app/lib/content-disposition.ts';

describe('filenameFrom', () => {
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

  it("reads an admin report's name", () => {
    expect(
      filenameFrom('attachment; filename="revenue_report_2026-02-10_to_2026-03-11.xlsx"'),
    ).toBe('revenue_report_2026-02-10_to_2026-03-11.xlsx');
    expect(filenameFrom(`attachment; filename="a.xlsx"; filename*=UTF-8''b%20c.xlsx`)).toBe(
      'b c.xlsx',
    );
    expect(filenameFrom('attachment')).toBeNull();
  });
});
