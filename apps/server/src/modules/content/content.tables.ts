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
import { timestamptz, primaryId, createdAt, timestamps } from '../../platform/columns.ts';

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
    status: text('status', { enum: ['new', 'read', 'replied'] })
      .notNull()
      .default('new'),
    createdAt: createdAt(),
  },
  (t) => [index('content_contact_message_created_idx').on(t.createdAt)],
);

export const newsletterSubscribers = pgTable(
  'content_newsletter_subscriber',
  {
    id: primaryId(),
    email: text('email').notNull(),
    source: text('source').notNull().default('home'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('content_newsletter_email_lower_uq').on(sql`lower(${t.email})`),
    index('content_newsletter_created_idx').on(t.createdAt),
  ],
);
