import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../platform/pagination.ts';

/**
 * The audit log: every admin change with who, when, what, and each changed field's value before
 * and after (docs/decisions/audit-log.md). GET /api/audit reads it.
 */

/** What kind of record an entry is about; the admin screen filters by it. */
export const auditKinds = [
  'product',
  'stock',
  'order',
  'coupon',
  'settings',
  'user',
  'category',
  'attribute',
  'payment_method',
  'banner',
  'home_design',
  'import',
  'return',
  'shipment',
  'search_vocabulary',
  'newsletter',
  'grievance',
  'breach_notice',
  'cod_block',
] as const;
export type AuditKind = (typeof auditKinds)[number];

export const auditActions = ['create', 'update', 'delete', 'status', 'import'] as const;
export type AuditAction = (typeof auditActions)[number];

/** `{ field: [before, after] }`, only the fields that changed; null stands for "absent". */
export const auditChangesSchema = z.record(z.string(), z.tuple([z.unknown(), z.unknown()]));
export type AuditChanges = z.infer<typeof auditChangesSchema>;

const uuid = z.uuid('Must be an id');
/** A day (2026-11-26) or an instant; a bare day for `to` includes that whole day (India time). */
const dateish = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, 'Must be a date (YYYY-MM-DD)')
  .refine((s) => !Number.isNaN(Date.parse(s)), 'Must be a date (YYYY-MM-DD)');
const blankIsAbsent = (v: unknown) => (v === '' ? undefined : v);

export const auditListQuerySchema = pageQuerySchema.extend({
  /** The admin who made the change. */
  actor: z.preprocess(blankIsAbsent, uuid.optional()),
  kind: z.preprocess(blankIsAbsent, z.enum(auditKinds).optional()),
  /** The changed record's id (a product, an order, a coupon ...). */
  recordId: z.preprocess(blankIsAbsent, z.string().trim().max(100).optional()),
  from: z.preprocess(blankIsAbsent, dateish.optional()),
  to: z.preprocess(blankIsAbsent, dateish.optional()),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string(), email: z.string() }),
  kind: z.enum(auditKinds),
  recordId: z.string(),
  recordLabel: z.string(),
  action: z.enum(auditActions),
  changes: auditChangesSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = pageSchema('entries', auditEntrySchema);
export type AuditList = z.infer<typeof auditListSchema>;
