import { describe, expect, it } from 'vitest';
import { compareSpecRows } from './compare-specs.ts';

const spec = (key: string, display: string) => ({ key, name: key.toUpperCase(), display });

describe('compareSpecRows', () => {
  it('makes one row per attribute any product has, in first-met order, null where one has none', () => {
    const rows = compareSpecRows([
      { specs: [spec('cells', '3S'), spec('capacity', '2200 mAh')] },
      { specs: [spec('cells', '4S'), spec('connector', 'XT60'), spec('capacity', '2200 mAh')] },
      { specs: [] },
    ]);
    expect(rows).toEqual([
      { key: 'cells', name: 'CELLS', values: ['3S', '4S', null], differs: true },
      { key: 'capacity', name: 'CAPACITY', values: ['2200 mAh', '2200 mAh', null], differs: true },
      { key: 'connector', name: 'CONNECTOR', values: [null, 'XT60', null], differs: true },
    ]);
  });

  it('marks a row the same when every product prints the same value', () => {
    const rows = compareSpecRows([
      { specs: [spec('connector', 'XT60'), spec('cells', '3S')] },
      { specs: [spec('connector', 'xt60'), spec('cells', '4S')] },
    ]);
    expect(rows.map((r) => [r.key, r.differs])).toEqual([
      ['connector', false],
      ['cells', true],
    ]);
  });

  it('has no rows when no product has specifications, and no differences with one product', () => {
    expect(compareSpecRows([{ specs: [] }, { specs: [] }])).toEqual([]);
    expect(compareSpecRows([{ specs: [spec('cells', '3S')] }])[0]!.differs).toBe(false);
  });
});
