import { z } from 'zod';

/** The admin dashboard's four cards. Revenue counts orders that are not cancelled, in rupees. */
export const dashboardSummarySchema = z.object({
  totalProducts: z.number().int(),
  totalOrders: z.number().int(),
  totalUsers: z.number().int(),
  revenue: z.number(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({
    ok: z.boolean(),
    engine: z.enum(['pglite', 'postgres']),
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
