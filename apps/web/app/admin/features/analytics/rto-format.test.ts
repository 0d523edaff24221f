import type { RtoFigures, RtoReport } from '@propwash/domain/analytics/schemas';
import { describe, expect, it } from 'vitest';
import { formatLoss, rtoTableRows } from './rto-format.ts';

const f = (over: Partial<RtoFigures> = {}): RtoFigures => ({
  shipped: 3,
  returned: 1,
  rtoRate: 33.3,
  lost: 0,
  knownLost: 0,
  estimatedLost: 0,
  estimatedParcels: 0,
  ...over,
});

describe('formatLoss', () => {
  it('marks a loss with an estimated part as approximate and says how much', () => {
    const loss = formatLoss(
      f({ lost: 220, knownLost: 120, estimatedLost: 100, estimatedParcels: 1 }),
    );
    expect(loss.amount).toBe('≈ ₹220');
    expect(loss.detail).toBe('≈ ₹100 estimated (1 parcel)');
  });

  it('says when a parcel has no freight and its zone charges nothing', () => {
    const loss = formatLoss(f({ lost: 52, knownLost: 52, estimatedParcels: 1 }));
    expect(loss).toEqual({ amount: '₹52', detail: 'No freight recorded for 1 parcel' });
  });

  it('shows a known loss plainly', () => {
    expect(formatLoss(f({ lost: 91, knownLost: 91 }))).toEqual({ amount: '₹91', detail: null });
  });
});

describe('rtoTableRows', () => {
  it('lists the methods under paid online, not under cash on delivery, then the total', () => {
    const report: RtoReport = {
      range: { startDate: '2031-03-01', endDate: '2031-03-31' },
      groupBy: 'payment',
      totals: f({ shipped: 6 }),
      rows: [
        {
          key: 'cod',
          label: 'Cash on delivery',
          ...f(),
          methods: [{ key: 'cod', label: 'Cash on delivery', ...f() }],
        },
        {
          key: 'online',
          label: 'Paid online',
          ...f(),
          methods: [
            { key: 'upi', label: 'UPI', ...f() },
            { key: 'card', label: 'Card', ...f() },
          ],
        },
      ],
      page: { page: 1, pageSize: 2, totalRows: 2, totalPages: 1 },
    };
    expect(rtoTableRows(report).map((r) => [r.key, r.kind])).toEqual([
      ['cod', 'group'],
      ['online', 'group'],
      ['online/upi', 'method'],
      ['online/card', 'method'],
      ['__total', 'total'],
    ]);
  });
});
