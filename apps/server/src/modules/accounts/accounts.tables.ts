import { sql } from 'drizzle-orm';
import { PINCODE_PATTERN } from '@propwash/domain/shipping/pincode';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BusinessBuyer } from '@propwash/domain/orders/business-buyer';
import {
  timestamptz,
  primaryId,
  createdAt,
  timestamps,
  requiredRef,
} from '../../platform/columns.ts';

export const users = pgTable(
  'accounts_user',
  {
    id: primaryId(),
    // Stored lower-cased; the unique index on lower(email) guards against case variants anyway.
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    avatar: text('avatar'),
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    status: text('status', { enum: ['active', 'banned', 'erased'] })
      .notNull()
      .default('active'),
    emailVerified: boolean('email_verified').notNull().default(false),
    // The business the customer last bought for (GSTIN, legal name), offered at checkout again
    // (docs/decisions/business-buyers.md); null: none.
    business: jsonb('business').$type<BusinessBuyer>(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('accounts_user_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('accounts_user_google_subject_uq').on(t.googleSubject),
    index('accounts_user_created_at_idx').on(t.createdAt),
    index('accounts_user_role_idx').on(t.role),
    // Sign-in with a code on WhatsApp finds the account by its mobile number.
    index('accounts_user_phone_idx')
      .on(t.phone)
      .where(sql`${t.phone} is not null`),
    check('accounts_user_role_ck', sql`${t.role} in ('user', 'admin')`),
    check('accounts_user_status_ck', sql`${t.status} in ('active', 'banned', 'erased')`),
  ],
);

/** A signed-in session; the JWT names one of these, so logout, reset, ban and role change end it. */
export const sessions = pgTable(
  'accounts_session',
  {
    id: primaryId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    /** When a request last used it, to within SEEN_EVERY_MS (sign-in/sign-in.session-tokens.ts). */
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('accounts_session_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'accounts_password_reset',
  {
    id: primaryId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounts_password_reset_token_uq').on(t.tokenHash),
    index('accounts_password_reset_user_idx').on(t.userId),
  ],
);

export const addresses = pgTable(
  'accounts_address',
  {
    id: primaryId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('accounts_address_user_idx').on(t.userId),
    // One default address per user.
    uniqueIndex('accounts_address_one_default_uq')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    check(
      'accounts_address_pincode_ck',
      sql`${t.pincode} ~ ${sql.raw(`'${PINCODE_PATTERN.source}'`)}`,
    ),
  ],
);

/**
 * Every sign-in attempt, successful or not (docs/decisions/privacy-and-consent.md): the admin's
 * Security page reads it, and it is kept 13 months (packages/domain/src/privacy/retention.ts).
 * `email` is the address typed, lower-cased; `userId` is set when it named an account.
 */
export const signIns = pgTable(
  'accounts_sign_in',
  {
    id: primaryId(),
    at: timestamptz('at').notNull().defaultNow(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    method: text('method', { enum: ['password', 'google', 'code'] }).notNull(),
    outcome: text('outcome', {
      enum: ['success', 'wrong_password', 'unknown_email', 'wrong_code', 'blocked', 'throttled'],
    }).notNull(),
    /** The sign-in was to the admin (an admin account). */
    admin: boolean('admin').notNull().default(false),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('accounts_sign_in_at_idx').on(t.at),
    index('accounts_sign_in_user_idx').on(t.userId, t.at),
    index('accounts_sign_in_failed_idx')
      .on(t.at)
      .where(sql`${t.outcome} <> 'success'`),
  ],
);

/**
 * A six-digit sign-in code (docs/decisions/sign-in-with-a-code.md), sent on WhatsApp or by email.
 * Only its hash is kept; it lasts 10 minutes and allows 5 tries. `target` is the lower-cased email
 * or the ten-digit mobile number.
 */
export const signInCodes = pgTable(
  'accounts_sign_in_code',
  {
    id: primaryId(),
    channel: text('channel', { enum: ['email', 'whatsapp'] }).notNull(),
    target: text('target').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('accounts_sign_in_code_target_idx').on(t.target, t.createdAt),
    index('accounts_sign_in_code_created_idx').on(t.createdAt),
    check('accounts_sign_in_code_channel_ck', sql`${t.channel} in ('email', 'whatsapp')`),
  ],
);
