import type {
  AnalyticsDashboard,
  DateRange,
  StorageStats,
} from '@propwash/domain/analytics/schemas';
import { describe, expect, it } from 'vitest';
import {
  defaultRange,
  describeChange,
  emptyDatabase,
  emptyUsers,
  formatBytes,
  formatCost,
  formatHours,
  formatMonth,
  formatPercent,
  formatRange,
  formatRupeesCompact,
  indiaDay,
  lastTwelveMonths,
  loadReports,
  rangeFromParams,
  rangePresets,
  rangeLength,
  reportFilename,
} from '#app/admin/features/analytics/analytics-format.ts';
import { quickPeriodOf } from '#app/admin/ui/day-range.ts';
import { ApiError } from '#app/lib/api-client.ts';

// 20:00 UTC on 10 March is 01:30 on 11 March in India.
const lateEvening = new Date('2026-03-10T20:00:00Z');

describe('the analytics range', () => {
  it('defaults to the last 30 India days through today', () => {
    expect(indiaDay(lateEvening)).toBe('2026-03-11');
    const range = defaultRange(lateEvening);
    expect(range).toEqual({ startDate: '2026-02-10', endDate: '2026-03-11' });
    expect(rangeLength(range)).toBe(30);
  });

  it('gives the month-by-month reports the last twelve calendar months through today', () => {
    expect(lastTwelveMonths(lateEvening)).toEqual({
      startDate: '2025-04-01',
      endDate: '2026-03-11',
    });
    expect(lastTwelveMonths(new Date('2026-12-31T12:00:00Z'))).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
  });

  it('knows which quick period a range is', () => {
    const presetOf = (range: DateRange, now: Date) => quickPeriodOf(range, rangePresets, now);
    expect(presetOf(defaultRange(lateEvening), lateEvening)).toBe('30d');
    expect(presetOf(lastTwelveMonths(lateEvening), lateEvening)).toBe('12m');
    expect(presetOf({ startDate: '2026-03-05', endDate: '2026-03-11' }, lateEvening)).toBe('7d');
    // Thirty days that do not end today are a custom range.
    expect(presetOf({ startDate: '2026-02-09', endDate: '2026-03-10' }, lateEvening)).toBeNull();
  });

  it('reads the range from the address bar, falling back to the default when it is unusable', () => {
    const read = (q: string) => rangeFromParams(new URLSearchParams(q), lateEvening);
    expect(read('startDate=2026-01-01&endDate=2026-01-31')).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
    expect(read('startDate=2026-01-01')).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-03-11',
    });
    expect(read('startDate=yesterday&endDate=2026-13-45')).toEqual(defaultRange(lateEvening));
    expect(read('startDate=2026-02-30&endDate=2026-03-01').startDate).toBe('2026-02-10');
    // A backwards range is never sent to the server.
    expect(read('startDate=2026-02-01&endDate=2026-01-01')).toEqual(defaultRange(lateEvening));
    // A screen may default to another range.
    const twelve = lastTwelveMonths(lateEvening);
    expect(rangeFromParams(new URLSearchParams(), lateEvening, twelve)).toEqual(twelve);
  });

  it('writes ranges the short way', () => {
    expect(formatRange({ startDate: '2026-02-10', endDate: '2026-03-11' })).toBe(
      '10 Feb – 11 Mar 2026',
    );
    expect(formatRange({ startDate: '2025-12-20', endDate: '2026-01-18' })).toBe(
      '20 Dec 2025 – 18 Jan 2026',
    );
    expect(formatRange({ startDate: '2026-01-05', endDate: '2026-01-05' })).toBe('5 Jan 2026');
  });
});

describe('changes against the previous period', () => {
  const previous = { startDate: '2026-01-11', endDate: '2026-02-09' };

  it('shows growth green, decline red and a dash when there was nothing to compare', () => {
    expect(describeChange(12.5, previous)).toEqual({
      text: '+12.5%',
      tone: 'up',
      description: 'Up 12.5% on 11 Jan – 9 Feb 2026',
    });
    expect(describeChange(-3, previous)).toMatchObject({ text: '−3%', tone: 'down' });
    expect(describeChange(0, previous)).toMatchObject({ text: '0%', tone: 'flat' });
    expect(describeChange(0.04, previous)).toMatchObject({ text: '0%', tone: 'flat' });
    expect(describeChange(null, previous)).toEqual({
      text: '—',
      tone: 'none',
      description: 'No figure to compare with in 11 Jan – 9 Feb 2026',
    });
  });
});

describe('figures on screen', () => {
  it('formats rates, hours, sizes and costs', () => {
    expect(formatPercent(3.2)).toBe('3.2%');
    expect(formatPercent(null)).toBe('—');
    expect(formatHours(null)).toBe('—');
    expect(formatHours(5.46)).toBe('5.5 h');
    expect(formatHours(51)).toBe('2 d 3 h');
    expect(formatHours(48)).toBe('2 d');
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(900)).toBe('900 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(12.34 * 1024 ** 2)).toBe('12.3 MB');
    expect(formatBytes(1.25 * 1024 ** 3)).toBe('1.25 GB');
    expect(formatCost(0)).toBe('₹0');
    expect(formatCost(0.001)).toBe('< ₹0.01');
    expect(formatCost(12.5)).toBe('₹12.50');
    expect(formatCost(123456)).toBe('₹1,23,456');
    expect(formatRupeesCompact(123456)).toBe('₹1.2L');
    expect(formatRupeesCompact(12000)).toBe('₹12K');
    expect(formatMonth('2026-11')).toBe('Nov 2026');
    expect(formatMonth('2026-11', 'short')).toBe('Nov 26');
  });

  it('names a report like the server', () => {
    const range = { startDate: '2026-02-10', endDate: '2026-03-11' };
    expect(reportFilename('orders', range)).toBe('orders_report_2026-02-10_to_2026-03-11.xlsx');
  });
});

describe('Analytics & Reports loading', () => {
  const range = { startDate: '2026-02-10', endDate: '2026-03-11' };
  const dashboard: AnalyticsDashboard = {
    range,
    summary: {
      totalOrders: 3,
      totalRevenue: 4500,
      averageOrderValue: 1500,
      totalProducts: 12,
      totalCustomers: 2,
    },
    revenueByMonth: [
      { month: '2026-02', revenue: 1500, orders: 1 },
      { month: '2026-03', revenue: 3000, orders: 2 },
    ],
    topProducts: [{ productId: 'p-1', name: 'Quad frame', quantity: 3, revenue: 4500 }],
    ordersByStatus: [{ status: 'delivered', count: 3 }],
  };
  const storage: StorageStats = {
    backend: 'local',
    location: 'data/uploads',
    region: null,
    storageClass: 'local disk',
    createdAt: null,
    imageCount: 4,
    totalBytes: 2048,
    productsWithImages: 2,
    averageImagesPerProduct: 2,
    pricePerGbMonth: 2,
    estimatedMonthlyCost: 0,
    estimatedYearlyCost: 0,
  };

  it('keeps the reports that loaded and gives each failed one its empty defaults', async () => {
    const reports = await loadReports(
      {
        dashboard: async () => dashboard,
        database: () => Promise.reject(new ApiError('Database statistics are unavailable', 500)),
        storage: async () => storage,
        users: () => Promise.reject(new Error('')),
      },
      range,
    );
    expect(reports.dashboard).toBe(dashboard);
    expect(reports.storage).toBe(storage);
    expect(reports.database).toEqual(emptyDatabase());
    expect(reports.users).toEqual(emptyUsers(range));
    expect(reports.users.registrationsByMonth).toEqual([]);
    expect(reports.failures).toEqual([
      { section: 'database', message: 'Database statistics are unavailable' },
      { section: 'users', message: 'Failed to load analytics' },
    ]);
  });

  it('starts all four calls before any of them answers', async () => {
    const started: string[] = [];
    const never = <T>(name: string) => {
      started.push(name);
      return new Promise<T>(() => {});
    };
    void loadReports(
      {
        dashboard: () => never('dashboard'),
        database: () => never('database'),
        storage: () => never('storage'),
        users: () => never('users'),
      },
      range,
    );
    expect(started).toEqual(['dashboard', 'database', 'storage', 'users']);
  });
});
