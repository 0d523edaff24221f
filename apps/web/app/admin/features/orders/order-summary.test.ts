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

  it('shows the prepaid saving and the COD fee as rows that add up to the total', () => {
    // Online: ₹1,200 − ₹60 saving = ₹1,140.
    const online = summaryView({
      subtotal: 1200,
      discount: 0,
      shipping: 0,
      tax: 173.9,
      cgst: 86.95,
      sgst: 86.95,
      igst: 0,
      total: 1140,
      taxIncluded: true,
      codFee: 0,
      prepaidSaving: 60,
    });
    expect(online.rows).toEqual([
      ['Subtotal', 1200],
      ['Prepaid saving', -60],
      ['Shipping', 0],
    ]);
    expect(online.advance).toBeNull();
    // Cash on delivery: ₹2,499 + ₹49 fee = ₹2,548, ₹500 advance paid, ₹2,048 due on delivery.
    const codFigures = {
      subtotal: 2499,
      discount: 0,
      shipping: 0,
      tax: 388.68,
      cgst: 194.35,
      sgst: 194.33,
      igst: 0,
      total: 2548,
      taxIncluded: true,
      codFee: 49,
      prepaidSaving: 0,
    };
    const cod = summaryView(codFigures, { amount: 500, paid: true, dueOnDelivery: 2048 });
    expect(cod.rows).toEqual([
      ['Subtotal', 2499],
      ['Shipping', 0],
      ['COD fee', 49],
    ]);
    expect(cod.rows.reduce((a, [, v]) => a + v, 0)).toBe(cod.total);
    expect(cod.advance).toEqual({
      label: 'Advance paid online',
      paid: true,
      amount: 500,
      dueOnDelivery: 2048,
    });
    const unpaid = summaryView(codFigures, { amount: 500, paid: false, dueOnDelivery: 2048 });
    expect(unpaid.advance?.label).toBe('Advance to pay online');
  });
});
