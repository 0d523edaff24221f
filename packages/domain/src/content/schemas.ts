import { z } from 'zod';

export const bannerPositions = ['hero', 'middle', 'bottom'] as const;
export type BannerPosition = (typeof bannerPositions)[number];

export const bannerSchema = z.object({
  id: z.string(),
  position: z.enum(bannerPositions),
  image: z.string(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  buttonText: z.string(),
  link: z.string(),
  backgroundColor: z.string(),
  textColor: z.string(),
  order: z.number().int(),
  enabled: z.boolean(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const contactBodySchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80),
  email: z
    .email('Please enter a valid email')
    .max(254)
    .transform((e) => e.toLowerCase()),
  phone: z.string().trim().max(20).optional(),
  subject: z.string().trim().max(120).optional(),
  message: z.string().trim().min(1, 'Message is required').max(5000),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

export const newsletterBodySchema = z.object({
  email: z
    .email('Please enter a valid email')
    .max(254)
    .transform((e) => e.toLowerCase()),
});
