import { z } from 'zod';

export const roles = ['user', 'admin'] as const;
export type Role = (typeof roles)[number];

export const userStatuses = ['active', 'banned'] as const;

export const loginBodySchema = z.object({
  email: z
    .email('Please enter a valid email')
    .max(254)
    .transform((e) => e.toLowerCase()),
  password: z.string().min(1, 'Password is required').max(128),
  rememberMe: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

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
