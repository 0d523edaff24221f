import { sql } from 'drizzle-orm';
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
import { users } from '../accounts/accounts.tables.ts';
import {
  timestamptz,
  primaryId,
  createdAt,
  timestamps,
  requiredRef,
} from '../../platform/columns.ts';

export const banners = pgTable(
  'content_banner',
  {
    id: primaryId(),
    position: text('position', { enum: ['hero', 'middle', 'bottom'] }).notNull(),
    image: text('image').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    description: text('description').notNull().default(''),
    buttonText: text('button_text').notNull().default('Shop Now'),
    link: text('link').notNull().default('/products'),
    backgroundColor: text('background_color').notNull().default('#ffc107'),
    textColor: text('text_color').notNull().default('#000000'),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('content_banner_position_idx').on(t.position, t.enabled, t.sortOrder),
    check('content_banner_position_ck', sql`${t.position} in ('hero', 'middle', 'bottom')`),
  ],
);

/** The home page designer's saved configuration (one row, id 'home'). */
export const homeDesigns = pgTable('content_home_design', {
  id: text('id').primaryKey(),
  config: jsonb('config').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const contactMessages = pgTable(
  'content_contact_message',
  {
    id: primaryId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull(),
    // The owner's inbox (docs/decisions/owners-inbox.md): new until answered, replied, closed when done. The
    // check constraint is hand-written in 0012_content_inbox.sql, after the old 'read' rows move.
    status: text('status', { enum: ['new', 'replied', 'closed'] })
      .notNull()
      .default('new'),
    createdAt: createdAt(),
  },
  (t) => [
    index('content_contact_message_created_idx').on(t.createdAt),
    index('content_contact_message_status_idx').on(t.status, t.createdAt),
    // The inbox's search: part of the name, email or subject.
    index('content_contact_message_search_trgm_idx').using(
      'gin',
      sql`(name || ' ' || email || ' ' || subject) gin_trgm_ops`,
    ),
  ],
);

/** The shop's answers to a contact message, as emailed to the sender. */
export const contactReplies = pgTable(
  'content_contact_reply',
  {
    id: primaryId(),
    messageId: requiredRef('message_id', () => contactMessages.id, 'cascade'),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** The admin's name when replying, kept if the account goes. */
    authorName: text('author_name').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('content_contact_reply_message_idx').on(t.messageId, t.createdAt)],
);

export const newsletterSubscribers = pgTable(
  'content_newsletter_subscriber',
  {
    id: primaryId(),
    email: text('email').notNull(),
    source: text('source').notNull().default('home'),
    createdAt: createdAt(),
    /** The latest sign-up (a returning subscriber signs up again). */
    subscribedAt: timestamptz('subscribed_at').notNull().defaultNow(),
    /** Set by the unsubscribe link; the address is kept and no newsletter goes to it. */
    unsubscribedAt: timestamptz('unsubscribed_at'),
  },
  (t) => [
    uniqueIndex('content_newsletter_email_lower_uq').on(sql`lower(${t.email})`),
    index('content_newsletter_created_idx').on(t.createdAt),
    index('content_newsletter_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);
