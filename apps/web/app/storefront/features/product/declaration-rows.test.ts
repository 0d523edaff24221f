import { describe, expect, it } from 'vitest';
import {
  declarationRows,
  monthLabel,
} from '#app/storefront/features/product/declaration-rows.server.ts';

describe('monthLabel', () => {
  it('names the month and year', () => {
    expect(monthLabel('2026-03')).toBe('Mar 2026');
    expect(monthLabel('2025-09')).toBe('Sep 2025');
    expect(monthLabel('2025-12')).toBe('Dec 2025');
    expect(monthLabel('2025-13')).toBe('2025-13');
  });
});

describe('declarationRows', () => {
  it('lists what is declared in the label order, names with their addresses', () => {
    expect(
      declarationRows('China', {
        batteryEpr: 'B-29016(1234)/(EPR)',
        importerName: 'Propwash Hobbies Private Limited',
        importerAddress: 'Koramangala, Bengaluru 560034',
        netQuantity: '1 unit',
        monthOfManufactureOrImport: '2026-03',
        consumerCare: 'support@propwash.in',
      }),
    ).toEqual([
      { term: 'Country of origin', value: 'China' },
      {
        term: 'Importer',
        value: 'Propwash Hobbies Private Limited',
        detail: 'Koramangala, Bengaluru 560034',
      },
      { term: 'Net quantity', value: '1 unit' },
      { term: 'Month of import', value: 'Mar 2026' },
      { term: 'Consumer care', value: 'support@propwash.in' },
      { term: 'Battery EPR registration', value: 'B-29016(1234)/(EPR)' },
    ]);
  });

  it('calls the month one of manufacture for goods made in India', () => {
    expect(
      declarationRows('India', {
        manufacturerName: 'Propwash Workshop',
        monthOfManufactureOrImport: '2025-11',
      }),
    ).toEqual([
      { term: 'Country of origin', value: 'India' },
      { term: 'Manufacturer', value: 'Propwash Workshop' },
      { term: 'Month of manufacture', value: 'Nov 2025' },
    ]);
  });

  it('shows only the country when nothing else is declared', () => {
    expect(declarationRows('Japan', {})).toEqual([{ term: 'Country of origin', value: 'Japan' }]);
  });
});
