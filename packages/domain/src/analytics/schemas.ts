import { z } from 'zod';

/** The admin dashboard's four cards. Revenue counts orders that are not cancelled, in rupees. */
export const dashboardSummarySchema = z.object({
  totalProducts: z.number().int(),
  totalOrders: z.number().int(),
  totalUsers: z.number().int(),
  revenue: z.number(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** One India day's orders that count (not cancelled) and their sales, in paise. */
const daySalesSchema = z.object({
  orders: z.number().int(),
  salesPaise: z.number().int(),
});

/**
 * GET /api/analytics/today: what the owner acts on today (docs/decisions/dashboard-today.md).
 * Today and yesterday are India days (00:00-24:00 IST); the work queues are counts as of now.
 */
export const dashboardTodaySchema = z.object({
  /** Today's India date, 'YYYY-MM-DD'. */
  day: z.string(),
  today: daySalesSchema,
  yesterday: daySalesSchema,
  /** Pending orders: waiting for their payment or for the shop. */
  toConfirm: z.number().int(),
  /** Confirmed orders not waiting for a COD confirmation: ready to pack. */
  toPack: z.number().int(),
  /** Processing orders: packed, waiting to ship. */
  toShip: z.number().int(),
  /** Cash-on-delivery orders (not cancelled) still waiting for the customer's confirmation. */
  codAwaiting: z.number().int(),
  /** Products (not deleted) with stock at or below the threshold. */
  lowStock: z.number().int(),
  lowStockThreshold: z.number().int(),
  /** Returns requested, approved, picked up or received: not yet settled or rejected. */
  openReturns: z.number().int(),
  /** Contact messages still new (not replied to or closed). */
  unreadMessages: z.number().int(),
});
export type DashboardToday = z.infer<typeof dashboardTodaySchema>;

/**
 * embedded: PostgreSQL started by the shop in DATA_DIR; postgres: DATABASE_URL's server. 'pglite'
 * named the embedded engine before (docs/decisions/embedded-postgresql.md): no server sends it.
 */
const databaseEngineSchema = z.enum(['embedded', 'postgres', 'pglite']);

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({
    ok: z.boolean(),
    engine: databaseEngineSchema,
    latencyMs: z.number(),
  }),
});
export type Health = z.infer<typeof healthSchema>;

/** The dashboard's latest orders (newest first). Total in rupees. */
export const latestOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  itemCount: z.number().int(),
  total: z.number(),
  status: z.string(),
  paymentMethod: z.string(),
  createdAt: z.string(),
});
export type LatestOrder = z.infer<typeof latestOrderSchema>;

// ---------------------------------------------------------------------------------------------
// Analytics: dashboard cards, Analytics & Reports, exports, realtime metrics.
// Money is in rupees (numbers with paise as decimals). Dates are India dates (YYYY-MM-DD, IST
// days); a range includes both ends. Revenue counts orders that are not cancelled.
// ---------------------------------------------------------------------------------------------

const indiaDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD')
  // Round trip, so 2031-02-30 (which Date.parse rolls over to 2 March) is refused too.
  .refine((s) => {
    const t = Date.parse(`${s}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === s;
  }, 'Not a real date');

/** Without dates, analytics cover the last 30 India days through today. */
export const ANALYTICS_DEFAULT_RANGE_DAYS = 30;

/** ?startDate&endDate; both optional: the default is the last 30 days through today (IST). */
export const analyticsRangeQuerySchema = z
  .object({
    startDate: indiaDay.optional(),
    endDate: indiaDay.optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: 'The start date must not be after the end date',
    path: ['startDate'],
  });
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuerySchema>;

export const dateRangeSchema = z.object({ startDate: z.string(), endDate: z.string() });
export type DateRange = z.infer<typeof dateRangeSchema>;

/** Percent change against the previous period of the same length; null when that was 0. */
const change = z.number().nullable();

/** GET /api/orders/admin/analytics (the analytics dashboard screen). */
export const orderAnalyticsSchema = z.object({
  range: dateRangeSchema,
  previousRange: dateRangeSchema,
  totalOrders: z.number().int(),
  totalRevenue: z.number(),
  averageOrderValue: z.number(),
  /** Distinct visitors who viewed a product in the range. */
  visitors: z.number().int(),
  /** Of those visitors, the ones who placed an order (not cancelled) the day they were seen. */
  buyers: z.number().int(),
  /**
   * Buyers ÷ visitors × 100, one decimal, so never above 100; null when no visitor was measured
   * ("not enough data"). docs/decisions/conversion-rate.md.
   */
  conversionRate: z.number().nullable(),
  changes: z.object({
    totalOrders: change,
    totalRevenue: change,
    averageOrderValue: change,
    conversionRate: change,
  }),
  statusBreakdown: z.array(
    z.object({ status: z.string(), count: z.number().int(), revenue: z.number() }),
  ),
  warehouseBreakdown: z.array(
    z.object({
      warehouse: z.string(),
      orders: z.number().int(),
      revenue: z.number(),
      /** Mean hours from placing to shipping of the range's shipped orders; null if none. */
      averageHoursToShip: z.number().nullable(),
    }),
  ),
  priorityBreakdown: z.array(z.object({ priority: z.string(), count: z.number().int() })),
  /** Sentences written from the figures above (best category, slowest warehouse, ...). */
  insights: z.array(
    z.object({
      kind: z.enum([
        'best_category',
        'slowest_warehouse',
        'low_stock_best_seller',
        'revenue_trend',
        'no_orders',
      ]),
      text: z.string(),
    }),
  ),
});
export type OrderAnalytics = z.infer<typeof orderAnalyticsSchema>;

/** GET /api/analytics/dashboard (Analytics & Reports, Dashboard tab). */
export const analyticsDashboardSchema = z.object({
  range: dateRangeSchema,
  summary: z.object({
    totalOrders: z.number().int(),
    totalRevenue: z.number(),
    averageOrderValue: z.number(),
    totalProducts: z.number().int(),
    totalCustomers: z.number().int(),
  }),
  /** Every month of the range in order ('2026-11'), months without orders as 0. */
  revenueByMonth: z.array(
    z.object({ month: z.string(), revenue: z.number(), orders: z.number().int() }),
  ),
  /** At most 10, by units sold in the range. */
  topProducts: z.array(
    z.object({
      productId: z.string().nullable(),
      name: z.string(),
      quantity: z.number().int(),
      revenue: z.number(),
    }),
  ),
  ordersByStatus: z.array(z.object({ status: z.string(), count: z.number().int() })),
});
export type AnalyticsDashboard = z.infer<typeof analyticsDashboardSchema>;

/** GET /api/analytics/database: from PostgreSQL's own statistics. */
export const databaseStatsSchema = z.object({
  databaseName: z.string(),
  engine: databaseEngineSchema,
  tableCount: z.number().int(),
  dataSizeBytes: z.number(),
  tables: z.array(
    z.object({
      /** The shop's name for the table ('products', 'order_items'). */
      name: z.string(),
      /** The table in PostgreSQL ('catalog_product'). */
      table: z.string(),
      /** Exact for tables up to 32 MB of data; larger ones are PostgreSQL's estimate. */
      rows: z.number().int(),
      sizeBytes: z.number(),
      averageRowBytes: z.number(),
    }),
  ),
});
export type DatabaseStats = z.infer<typeof databaseStatsSchema>;

/** GET /api/analytics/storage: product images on local disk or in S3-compatible storage. */
export const storageStatsSchema = z.object({
  backend: z.enum(['local', 's3']),
  /** The folder (local) or the bucket's name (s3). */
  location: z.string(),
  region: z.string().nullable(),
  storageClass: z.string(),
  /** When the folder or bucket was created, if the backend tells. */
  createdAt: z.string().nullable(),
  imageCount: z.number().int(),
  totalBytes: z.number(),
  productsWithImages: z.number().int(),
  averageImagesPerProduct: z.number(),
  /** Price per GB-month in rupees (STORAGE_PRICE_PER_GB_MONTH). */
  pricePerGbMonth: z.number(),
  estimatedMonthlyCost: z.number(),
  estimatedYearlyCost: z.number(),
});
export type StorageStats = z.infer<typeof storageStatsSchema>;

/** GET /api/analytics/users. */
export const userAnalyticsSchema = z.object({
  range: dateRangeSchema,
  totalCustomers: z.number().int(),
  /** Customers with at least one order that was not cancelled (all time). */
  activeUsers: z.number().int(),
  /** Every month of the range, months without registrations as 0. */
  registrationsByMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
});
export type UserAnalytics = z.infer<typeof userAnalyticsSchema>;

export const reportTypes = ['orders', 'revenue', 'inventory', 'customers'] as const;
export type ReportType = (typeof reportTypes)[number];

/** GET /api/realtime/metrics (admin). */
export const realtimeMetricsSchema = z.object({
  /** Distinct visitors who loaded a storefront page in the last 5 minutes. */
  liveVisitors: z.number().int(),
  ordersToday: z.number().int(),
  revenueToday: z.number(),
  pendingOrders: z.number().int(),
  server: z.object({
    loadAverage: z.array(z.number()),
    cpus: z.number().int(),
    memoryRssMb: z.number(),
    uptimeSeconds: z.number(),
  }),
  at: z.string(),
});
export type RealtimeMetrics = z.infer<typeof realtimeMetricsSchema>;

/** Abandoned checkouts of one period (docs/decisions/abandoned-checkout.md); money in rupees. */
const checkoutFiguresSchema = z.object({
  /** Checkouts opened (first visit) in the period. */
  started: z.number().int(),
  /** Of those, how many got the first reminder, and the second. */
  firstReminders: z.number().int(),
  secondReminders: z.number().int(),
  /** Of those, closed by an order placed after a reminder, and those orders' totals. */
  recovered: z.number().int(),
  revenueRecovered: z.number(),
});

export const abandonedCheckoutsSchema = z.object({
  range: dateRangeSchema,
  totals: checkoutFiguresSchema,
  /** One row per India day with checkouts started, oldest first. */
  days: z.array(checkoutFiguresSchema.extend({ date: z.string() })),
});
export type AbandonedCheckouts = z.infer<typeof abandonedCheckoutsSchema>;

// ---------------------------------------------------------------------------------------------
// The RTO report (docs/decisions/analytics.md, "RTO report"): orders shipped in the period (by
// shipped date, India days) and of them those returned to origin, with the shipping money lost.
// ---------------------------------------------------------------------------------------------

/** How the RTO report groups its rows. */
export const rtoGroups = ['payment', 'state', 'pincode', 'courier'] as const;
export type RtoGroup = (typeof rtoGroups)[number];

/** Pincode rows per page (the other groups are small and come whole). */
export const RTO_PINCODE_PAGE_SIZE = 25;

/**
 * GET /api/analytics/rto: the period as the other reports take it (?startDate&endDate, or the
 * shorter ?from&to; default the last 30 days through today, IST), the grouping and, for
 * pincodes, the page.
 */
export const rtoQuerySchema = z
  .object({
    startDate: indiaDay.optional(),
    endDate: indiaDay.optional(),
    from: indiaDay.optional(),
    to: indiaDay.optional(),
    groupBy: z.enum(rtoGroups).default('payment'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .refine(
    (q) => {
      const start = q.startDate ?? q.from;
      const end = q.endDate ?? q.to;
      return !start || !end || start <= end;
    },
    { message: 'The start date must not be after the end date', path: ['startDate'] },
  );
export type RtoQuery = z.infer<typeof rtoQuerySchema>;

/** One group's (or all groups') figures; money in rupees. */
const rtoFiguresSchema = z.object({
  /** Orders shipped in the period (shipped date), whatever happened to them after. */
  shipped: z.number().int(),
  /** Of those, the ones returned to origin. */
  returned: z.number().int(),
  /** Returned ÷ shipped × 100, one decimal; null when nothing shipped. */
  rtoRate: z.number().nullable(),
  /** Shipping money lost on the returned parcels (forward and return legs) = known + estimated. */
  lost: z.number(),
  /** From the freight the courier charged (2 × the shipment's freight). */
  knownLost: z.number(),
  /** Estimated (2 × the standard shipping charge of the delivery state) where no freight is known. */
  estimatedLost: z.number(),
  /** Returned parcels whose loss is estimated. */
  estimatedParcels: z.number().int(),
});
export type RtoFigures = z.infer<typeof rtoFiguresSchema>;

const rtoRowSchema = rtoFiguresSchema.extend({
  /** 'cod' | 'online'; the state; the pincode; the courier ('' when no shipment names one). */
  key: z.string(),
  label: z.string(),
});
export type RtoRow = z.infer<typeof rtoRowSchema>;

export const rtoReportSchema = z.object({
  range: dateRangeSchema,
  groupBy: z.enum(rtoGroups),
  totals: rtoFiguresSchema,
  /** The page's rows: payment as cod then online; the others most returns first. */
  rows: z.array(
    rtoRowSchema.extend({
      /** Payment rows: each exact payment method in the row ('upi', 'card'); else empty. */
      methods: z.array(rtoRowSchema),
    }),
  ),
  page: z.object({
    page: z.number().int(),
    pageSize: z.number().int(),
    totalRows: z.number().int(),
    totalPages: z.number().int(),
  }),
});
export type RtoReport = z.infer<typeof rtoReportSchema>;
