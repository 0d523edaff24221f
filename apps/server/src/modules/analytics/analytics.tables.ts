import { index, pgTable, text } from 'drizzle-orm/pg-core';
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
