import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Live visitors for GET /api/realtime/metrics: one row per anonymous visitor hash (the same
 * salted day + IP + user agent hash product views use; no personal data), with when a
 * storefront page was last served to it. Shared by every server instance.
 */
export const visitorActivity = pgTable(
  'analytics_visitor_activity',
  {
    visitorHash: text('visitor_hash').primaryKey(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('analytics_visitor_activity_seen_idx').on(t.lastSeenAt)],
);
