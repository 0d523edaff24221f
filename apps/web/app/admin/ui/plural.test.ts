import { describe, expect, it } from 'vitest';
import { countOf } from '#app/admin/ui/plural.ts';

describe('counts in admin messages', () => {
  it('says one thing in the singular and the rest in the plural', () => {
    expect(`${countOf(1, 'image')} uploaded`).toBe('1 image uploaded');
    expect(`${countOf(2, 'image')} uploaded`).toBe('2 images uploaded');
    expect(countOf(0, 'order')).toBe('0 orders');
    expect(countOf(1, 'entry', 'entries')).toBe('1 entry');
    expect(countOf(120000, 'product')).toBe('1,20,000 products');
  });
});
