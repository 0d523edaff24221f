import { describe, expect, it } from 'vitest';
import { summaryView } from '#app/admin/features/orders/order-summary.ts';

describe('the admin order summary', () => {
  it('shows the GST contained in a GST-inclusive total as a note, not as added rows', () => {
    const view = summaryView({
      subtotal: 3598,
      discount: 0,
      shipping: 0,
      tax: 548.85,
      cgst: 274.42,
      sgst: 274.43,
      igst: 0,
      total: 3598,
      taxIncluded: true,
    });
    expect(view.rows).toEqual([
      ['Subtotal', 3598],
      ['Shipping', 0],
    ]);
    expect(view.total).toBe(3598);
    expect(view.gstNote).toBe('Includes GST ₹548.85 (CGST ₹274.42 + SGST ₹274.43)');
  });

  it('names IGST for an order shipped to another state, and lists a discount', () => {
    const view = summaryView({
      subtotal: 5000,
      discount: 500,
      shipping: 99,
      tax: 701.03,
      cgst: 0,
      sgst: 0,
      igst: 701.03,
      total: 4599,
      taxIncluded: true,
    });
    expect(view.rows).toEqual([
      ['Subtotal', 5000],
      ['Discount', -500],
      ['Shipping', 99],
    ]);
    expect(view.gstNote).toBe('Includes GST ₹701.03 (IGST ₹701.03)');
  });

  it('keeps the added GST rows of an order placed before prices included GST', () => {
    const view = summaryView({
      subtotal: 3598,
      discount: 0,
      shipping: 0,
      tax: 647.64,
      cgst: 0,
      sgst: 0,
      igst: 647.64,
      total: 4245.64,
      taxIncluded: false,
    });
    expect(view.rows).toEqual([
      ['Subtotal', 3598],
      ['Shipping', 0],
      ['IGST', 647.64],
    ]);
    expect(view.total).toBe(4245.64);
    expect(view.gstNote).toBeNull();
  });
});
