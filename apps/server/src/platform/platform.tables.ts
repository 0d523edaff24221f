import { integer, jsonb, pgTable, primaryKey, text, index } from 'drizzle-orm/pg-core';
import { timestamptz, createdAt } from './columns.ts';

/** Idempotency-Key records: a retry with the same key and body returns the first result. */
export const idempotencyKeys = pgTable(
  'platform_idempotency_key',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: ['in_flight', 'completed'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('platform_idempotency_expires_idx').on(t.expiresAt),
  ],
);

/** Fixed-window rate-limit counters, in the database so limits hold across server instances. */
export const rateLimitBuckets = pgTable(
  'platform_rate_limit_bucket',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamptz('reset_at').notNull(),
  },
  (t) => [index('platform_rate_limit_reset_idx').on(t.resetAt)],
);
