import { z } from 'zod';
import { pageQuerySchema, pageSchema, searchParam } from '../platform/pagination.ts';

import { GRIEVANCE_TICKET_PATTERN } from './grievance-times.ts';

export const grievanceStatuses = ['open', 'acknowledged', 'resolved', 'rejected'] as const;
export type GrievanceStatus = (typeof grievanceStatuses)[number];

const text = (label: string, max: number, min = 1) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, min > 1 ? `${label} must be at least ${min} characters` : `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** POST /api/grievances: open to guests. */
export const grievanceBodySchema = z.object({
  name: text('Name', 80),
  email: z
    .email('Please enter a valid email')
    .max(254, 'Email is too long')
    .transform((e) => e.toLowerCase()),
  phone: z
    .string()
    .trim()
    .transform((p) => p.replace(/[\s-]/g, ''))
    .pipe(
      z.string().regex(/^((\+91|0)?[6-9]\d{9})?$/, 'Please enter a valid 10-digit mobile number'),
    )
    .transform((p) => (p ? p.slice(-10) : undefined))
    .optional(),
  orderNumber: z
    .string()
    .trim()
    .max(40, 'Order number must be at most 40 characters')
    .transform((v) => v || undefined)
    .optional(),
  subject: text('Subject', 120, 3),
  message: text('Message', 5000, 10),
});
export type GrievanceBody = z.infer<typeof grievanceBodySchema>;

export const grievanceCreatedSchema = z.object({
  ticket: z.string(),
  acknowledgeBy: z.string(),
  resolveBy: z.string(),
});
export type GrievanceCreated = z.infer<typeof grievanceCreatedSchema>;

/** GET /api/grievances/lookup?ticket=&email=: both must match, or 404. */
export const grievanceLookupQuerySchema = z.object({
  ticket: z
    .string({ error: 'Enter the ticket number' })
    .trim()
    .toUpperCase()
    .regex(GRIEVANCE_TICKET_PATTERN, 'A ticket number looks like GRV-7KQ2MX9P'),
  email: z
    .email('Please enter a valid email')
    .max(254)
    .transform((e) => e.toLowerCase()),
});
export type GrievanceLookupQuery = z.infer<typeof grievanceLookupQuerySchema>;

/** What the customer sees of their ticket. */
export const grievancePublicSchema = z.object({
  ticket: z.string(),
  subject: z.string(),
  status: z.enum(grievanceStatuses),
  createdAt: z.string(),
  acknowledgeBy: z.string(),
  resolveBy: z.string(),
  acknowledgedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  reply: z.string().nullable(),
});
export type GrievancePublic = z.infer<typeof grievancePublicSchema>;

export const adminGrievanceSchema = grievancePublicSchema.extend({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  orderNumber: z.string().nullable(),
  message: z.string(),
  /** An open ticket past acknowledgeBy, or an unresolved one past resolveBy. */
  overdue: z.boolean(),
});
export type AdminGrievance = z.infer<typeof adminGrievanceSchema>;

export const adminGrievanceQuerySchema = pageQuerySchema.extend({
  status: z.enum(grievanceStatuses).optional(),
  overdue: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  search: searchParam(100),
});
export type AdminGrievanceQuery = z.infer<typeof adminGrievanceQuerySchema>;

export const adminGrievanceListSchema = pageSchema('grievances', adminGrievanceSchema).extend({
  counts: z.object({
    open: z.number().int(),
    acknowledged: z.number().int(),
    resolved: z.number().int(),
    rejected: z.number().int(),
    overdue: z.number().int(),
  }),
});
export type AdminGrievanceList = z.infer<typeof adminGrievanceListSchema>;

/** PUT /api/grievances/admin/{id}: a reply is emailed to the customer. */
export const grievanceUpdateBodySchema = z.object({
  status: z.enum(['acknowledged', 'resolved', 'rejected'], {
    error: 'status must be acknowledged, resolved or rejected',
  }),
  reply: text('Reply', 5000, 5),
});
export type GrievanceUpdateBody = z.infer<typeof grievanceUpdateBodySchema>;
