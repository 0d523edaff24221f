import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/columns.ts';

/**
 * Live visitors for GET /api/realtime/metrics: one row per anonymous visitor hash (the same
 * salted day + IP + user agent hash product views use; no personal data), with when a
 * storefront page was last served to it. Shared by every server instance.
 */
export const visitorActivity = pgTable(
  'analytics_visitor_activity',
  {
    visitorHash: text('visitor_hash').primaryKey(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
  },
  (t) => [index('analytics_visitor_activity_seen_idx').on(t.lastSeenAt)],
);

/**
 * Which anonymous visitor placed an order (docs/decisions/conversion-rate.md): the placing
 * request's visitor hash (the salted India day + IP + user agent hash product views use), so the
 * conversion rate counts the product visitors who ordered, never more orders than visitors.
 * Orders placed by scripts, imports or before this table existed have no row.
 */
export const orderVisitors = pgTable(
  'analytics_order_visitor',
  {
    orderId: uuid('order_id').primaryKey(),
    visitorHash: text('visitor_hash').notNull(),
    /** The India day the order was placed (the day the hash belongs to). */
    day: text('day').notNull(),
  },
  (t) => [index('analytics_order_visitor_day_idx').on(t.day, t.visitorHash)],
);
