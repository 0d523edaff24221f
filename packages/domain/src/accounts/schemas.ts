import { z } from 'zod';
import { requiredText } from '../platform/fields.ts';
import { pageQuerySchema, searchParam, pageSchema } from '../platform/pagination.ts';
import { stateSchema } from '../shipping/pincode-schemas.ts';
import { PINCODE_PATTERN } from '../shipping/pincode.ts';
import { LANDMARK_MAX } from './landmark.ts';

export const roles = ['user', 'admin'] as const;
export type Role = (typeof roles)[number];

/** `erased`: the customer's personal data was erased (docs/decisions/privacy-and-consent.md). */
export const userStatuses = ['active', 'banned', 'erased'] as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const email = z
  .email('Please enter a valid email')
  .max(254, 'Email is too long')
  .transform((e) => e.toLowerCase());

/** New passwords: 8–128 characters (the common-password check runs on the server). */
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** Indian mobile numbers: 10 digits starting 6–9, optionally with +91 / 0. */
export const phoneSchema = z
  .string()
  .trim()
  .transform((p) => p.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(\+91|0)?[6-9]\d{9}$/, 'Please enter a valid 10-digit mobile number'))
  .transform((p) => p.slice(-10));

const name = requiredText('Name is required', 80, 'Name must be at most 80 characters');

export const loginBodySchema = z.object({
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX),
  rememberMe: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Registration takes exactly these fields; anything else (role, _id…) is dropped by the schema. */
export const registerBodySchema = z.object({
  name,
  email,
  password: newPasswordSchema,
  // An empty phone means none (the field is optional on the form).
  phone: z.preprocess((v) => (v === '' || v === null ? undefined : v), phoneSchema.optional()),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** Profile edits: name, phone and avatar only (email is read-only, role is never accepted). */
export const updateProfileBodySchema = z.object({
  name,
  // An empty phone clears it.
  phone: z.preprocess((v) => (v === '' ? null : v), phoneSchema.nullable().optional()),
  // Checked on the server against the shop's own storage: only an uploaded image is accepted.
  avatar: z.string().max(500, 'Avatar must be an uploaded image').nullable().optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const forgotPasswordBodySchema = z.object({ email });
export const resetPasswordBodySchema = z.object({ password: newPasswordSchema });
export const resetTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This reset link is invalid or has expired'),
});

export const googleLoginBodySchema = z.object({
  token: z.string().min(20, 'Google sign-in failed').max(4096, 'Google sign-in failed'),
  rememberMe: z.boolean().optional(),
});

/** The signed-in user as the user sees themself. */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  role: z.enum(roles),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authResultSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
  expiresAt: z.string(),
});
export type AuthResult = z.infer<typeof authResultSchema>;

export const messageSchema = z.object({ message: z.string() });

/**
 * An optional landmark couriers find the door by ("Near Shiva temple"), on a saved address and
 * on an order's shipping address (docs/decisions/address-landmark-and-order-note.md).
 */
export const landmarkSchema = z
  .string({ error: 'Landmark must be text' })
  .trim()
  .max(LANDMARK_MAX, `Landmark must be at most ${LANDMARK_MAX} characters`)
  .optional()
  .default('');

/** Saved addresses (storefront /addresses, checkout prefill). */
export const addressBodySchema = z.object({
  name,
  phone: phoneSchema,
  line1: z.string().trim().min(1, 'Address is required').max(200),
  line2: z.string().trim().max(200).optional().default(''),
  landmark: landmarkSchema,
  city: z.string().trim().min(1, 'City is required').max(80),
  state: stateSchema,
  pincode: z.string().trim().regex(PINCODE_PATTERN, 'Pincode must be 6 digits'),
  isDefault: z.boolean().optional(),
});
export type AddressBody = z.infer<typeof addressBodySchema>;

export const addressSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string(),
  landmark: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const idParamsSchema = z.object({ id: z.string().uuid('Not found') });

/** Emails kept in the database outbox (no SMTP configured), readable by admins. */
export const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  template: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

/** Public sign-in options the login screens need. */
export const authConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  googleRedirect: z.boolean(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

// ---------- Admin: user management ----------

export const adminUserQuerySchema = pageQuerySchema.extend({
  /** Matches name, email or phone. */
  search: searchParam(100),
  role: z.enum(roles).optional(),
  status: z.enum(userStatuses).optional(),
});
export type AdminUserQuery = z.infer<typeof adminUserQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(roles),
  status: z.enum(userStatuses),
  /** How the account signs in. */
  signIn: z.enum(['password', 'google', 'both']),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = pageSchema('users', adminUserSchema);
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/** An account an admin opens for someone (a phone order, a new colleague). */
export const createUserBodySchema = z.object({
  name,
  email,
  password: newPasswordSchema,
  phone: z.preprocess((v) => (v === '' || v === null ? undefined : v), phoneSchema.optional()),
  role: z.enum(roles).default('user'),
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

/** Admin edits of a user's details (role and status have their own calls). */
export const updateUserBodySchema = z.object({
  name,
  email,
  phone: z.preprocess((v) => (v === '' ? null : v), phoneSchema.nullable().optional()),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** An admin bans or restores; erasing has its own request and cannot be undone. */
export const userStatusBodySchema = z.object({
  status: z.enum(['active', 'banned'], { error: 'status must be active or banned' }),
});

/**
 * POST /api/auth/change-password. The current password is required when the account has one; an
 * account that only ever signed in with Google sets its first password without it.
 */
export const changePasswordBodySchema = z.object({
  currentPassword: z.string().max(128).optional(),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** One signed-in session of the caller (GET /api/auth/security). */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** Browser and system read from the user agent ("Chrome on Android"). */
  device: z.string(),
  ip: z.string().nullable(),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
  /** The session of the request that asked. */
  isCurrent: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSecuritySchema = z.object({
  /** False for an account that only signs in with Google (it may set a password). */
  hasPassword: z.boolean(),
  /** Live sessions, the current one first, then the most recently active. */
  sessions: z.array(accountSessionSchema),
});
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;

export const sessionParamsSchema = z.object({ id: z.string().max(64) });
