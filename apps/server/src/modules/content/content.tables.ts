import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const banners = pgTable(
  'content_banner',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
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
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const contactMessages = pgTable(
  'content_contact_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull(),
    status: text('status', { enum: ['new', 'read', 'replied'] })
      .notNull()
      .default('new'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('content_contact_message_created_idx').on(t.createdAt)],
);

export const newsletterSubscribers = pgTable(
  'content_newsletter_subscriber',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    source: text('source').notNull().default('home'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_newsletter_email_lower_uq').on(sql`lower(${t.email})`),
    index('content_newsletter_created_idx').on(t.createdAt),
  ],
);
