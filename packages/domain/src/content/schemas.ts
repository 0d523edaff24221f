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

// ---------- Admin: banners ----------

const hexColor = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Colours are written like #ffc107')
    .transform((c) => c.toLowerCase())
    .default(fallback);

/**
 * Where a banner's button may lead: a path on this site ('/products?category=drones') or an
 * https address. Anything else (javascript:, data:, '//host', http:) is refused.
 */
export const bannerLinkSchema = z
  .string()
  .trim()
  .max(500, 'Link must be at most 500 characters')
  .refine(
    (link) =>
      (link.startsWith('/') && !link.startsWith('//') && !link.includes('\\')) ||
      /^https:\/\/[^\s/]+/.test(link),
    'Link must be a path on this site (starting with /) or an https:// address',
  );

export const bannerBodySchema = z.object({
  title: z
    .string({ error: 'Banner title is required' })
    .trim()
    .min(1, 'Banner title is required')
    .max(120, 'Title must be at most 120 characters'),
  subtitle: z.string().trim().max(200).default(''),
  description: z.string().trim().max(500).default(''),
  // Checked on the server against the shop's own storage: only an uploaded image is accepted.
  image: z
    .string({ error: 'Please upload a banner image' })
    .trim()
    .min(1, 'Please upload a banner image')
    .max(500),
  link: bannerLinkSchema.default('/products'),
  buttonText: z.string().trim().max(40).default('Shop Now'),
  backgroundColor: hexColor('#ffc107'),
  textColor: hexColor('#000000'),
  position: z.enum(bannerPositions, { error: 'Position must be hero, middle or bottom' }),
  order: z.coerce
    .number({ error: 'Order must be a whole number' })
    .int('Order must be a whole number')
    .min(0, 'Order must be 0 or more')
    .max(1000)
    .default(0),
  enabled: z.boolean().default(true),
});
export type BannerBody = z.infer<typeof bannerBodySchema>;
