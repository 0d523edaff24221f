import { describe, expect, it } from 'vitest';
import {
  readSpecToken,
  specToken,
  withSpecTokens,
} from '#app/storefront/features/catalog/spec-filters.ts';

describe('spec tokens', () => {
  it('reads values and ranges the way the API does, and writes them in a steady order', () => {
    expect(readSpecToken('cells:4, 3,3')).toEqual({
      key: 'cells',
      kind: 'values',
      values: ['4', '3'],
    });
    expect(readSpecToken('capacity:..2500')).toEqual({
      key: 'capacity',
      kind: 'range',
      min: null,
      max: 2500,
    });
    for (const bad of ['cells', ':3', 'Cells:3', 'capacity:..', 'cells:,']) {
      expect(readSpecToken(bad), bad).toBeNull();
    }
    expect(specToken({ key: 'capacity', kind: 'values', values: ['5000', '1300', '2200'] })).toBe(
      'capacity:1300,2200,5000',
    );
    expect(specToken({ key: 'capacity', kind: 'range', min: 1500, max: null })).toBe(
      'capacity:1500..',
    );
  });

  it("turns a form's fields into a query with one spec per attribute, other fields kept", () => {
    const form = new URLSearchParams([
      ['minPrice', '1000'],
      ['spec', 'cells:4'],
      ['spec-min:capacity', '1500'],
      ['spec', 'cells:3'],
      ['spec-max:capacity', '2500'],
      ['availability', 'instock'],
    ]);
    expect([...withSpecTokens(form)]).toEqual([
      ['minPrice', '1000'],
      ['spec', 'cells:3,4'],
      ['spec', 'capacity:1500..2500'],
      ['availability', 'instock'],
    ]);
    // A typed box that is not a number is left out; no spec field, nothing changes.
    expect(withSpecTokens(new URLSearchParams('spec-min:capacity=abc')).toString()).toBe('');
    expect(withSpecTokens(new URLSearchParams('sort=rating')).toString()).toBe('sort=rating');
  });
});
