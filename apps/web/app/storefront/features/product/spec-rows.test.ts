import { describe, expect, it } from 'vitest';
import { pageSpecRows } from './spec-rows.server.ts';

const row = (key: string, unit: string, values: (number | string)[], display: string) => ({
  key,
  name: key,
  unit,
  values,
  display,
});

describe('pageSpecRows', () => {
  it('prints each version’s own value of a row whose versions differ', () => {
    const rows = pageSpecRows(
      [row('cells', 'S', [3], '3S'), row('capacity', 'mAh', [2200, 3300], '2200 / 3300 mAh')],
      [
        { id: 'a', specs: { capacity: 2200 } },
        { id: 'b', specs: { capacity: 3300, cells: 3 } },
      ],
    );
    expect(rows).toEqual([
      { key: 'cells', name: 'cells', display: '3S', byVariant: {} },
      {
        key: 'capacity',
        name: 'capacity',
        display: '2200 / 3300 mAh',
        byVariant: { a: '2200 mAh', b: '3300 mAh' },
      },
    ]);
  });

  it('gives a version without its own value the product’s, the value no version owns', () => {
    const [capacity] = pageSpecRows(
      [row('capacity', 'mAh', [2200, 3300, 5000], '2200 / 3300 / 5000 mAh')],
      [
        { id: 'a', specs: { capacity: 2200 } },
        { id: 'b', specs: { capacity: 3300 } },
        { id: 'c', specs: {} },
      ],
    );
    expect(capacity!.byVariant).toEqual({ a: '2200 mAh', b: '3300 mAh', c: '5000 mAh' });
  });

  it('leaves a version to the whole row when the product’s value cannot be told', () => {
    // The product's value is one the first version owns too: 2200 or 3300, unknown here.
    const [capacity] = pageSpecRows(
      [row('capacity', 'mAh', [2200, 3300], '2200 / 3300 mAh')],
      [
        { id: 'a', specs: { capacity: 2200 } },
        { id: 'b', specs: { capacity: 3300 } },
        { id: 'c', specs: {} },
      ],
    );
    expect(capacity!.byVariant).toEqual({ a: '2200 mAh', b: '3300 mAh' });
  });

  it('prints choices as they are, matching them without case', () => {
    const [connector] = pageSpecRows(
      [row('connector', '', ['XT60', 'Deans'], 'XT60 / Deans')],
      [
        { id: 'a', specs: { connector: 'xt60' } },
        { id: 'b', specs: {} },
      ],
    );
    expect(connector!.byVariant).toEqual({ a: 'xt60', b: 'Deans' });
  });
});
