import { z } from 'zod';
import { requiredText } from '../platform/fields.ts';

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
  title: requiredText('Banner title is required', 120, 'Title must be at most 120 characters'),
  subtitle: z.string().trim().max(200).default(''),
  description: z.string().trim().max(500).default(''),
  // Checked on the server against the shop's own storage: only an uploaded image is accepted.
  image: requiredText('Please upload a banner image', 500),
  link: bannerLinkSchema.default('/products'),
  buttonText: z.string().trim().max(40).default('Shop now'),
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

// ---------- Home page designer and the home page config it saves ----------

/**
 * The featured grid's size (4 to 12, default 8): the same numbers as FEATURED_COUNT in
 * catalog/admin-schemas (one setting; a test holds them equal), written here so the shop's pages
 * that read content schemas do not load the admin catalog's.
 */
export const HOME_FEATURED = { min: 4, max: 12, default: 8 } as const;
/** At most this many hand-picked products (the grid's largest size). */
export const HOME_SELECTED_MAX = 12;
export const HOME_OFFERS_MAX = 6;

const PRODUCT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const words = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

// '' means no image. A non-empty URL is checked on the server: an image this shop stored.
const homeImage = z.string().trim().max(500).default('');

const countMessage = `Featured count must be a whole number from ${HOME_FEATURED.min} to ${HOME_FEATURED.max}`;

const homeHeroBodySchema = z
  .object({
    enabled: z.boolean().default(false),
    title: words('Hero title', 120).default(''),
    subtitle: words('Hero subtitle', 200).default(''),
    image: homeImage,
    buttonText: words('Button text', 40).default('Shop now'),
    link: bannerLinkSchema.default('/products'),
  })
  .superRefine((hero, ctx) => {
    if (!hero.enabled) return;
    if (!hero.title)
      ctx.addIssue({ code: 'custom', path: ['title'], message: 'Please enter the hero title' });
    if (!hero.image)
      ctx.addIssue({ code: 'custom', path: ['image'], message: 'Please upload a hero image' });
  });

const homeFeaturedBodySchema = z.object({
  enabled: z.boolean().default(true),
  title: words('Featured title', 80).default('Featured Products'),
  count: z
    .number({ error: countMessage })
    .int(countMessage)
    .min(HOME_FEATURED.min, `Featured count must be at least ${HOME_FEATURED.min}`)
    .max(HOME_FEATURED.max, `Featured count must be at most ${HOME_FEATURED.max}`)
    .default(HOME_FEATURED.default),
  // Product ids in display order; repeats are dropped, and so (on the server) are ids that are
  // not products on sale.
  selectedProducts: z
    .array(z.string().regex(PRODUCT_ID, 'Selected products must be product ids'))
    .max(HOME_SELECTED_MAX, `Pick at most ${HOME_SELECTED_MAX} featured products`)
    .default([])
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
});

const homeOfferBodySchema = z.object({
  title: words('Offer title', 80).min(1, 'Please enter a title for every offer'),
  discount: words('Offer discount', 40).default(''),
  image: homeImage,
  link: bannerLinkSchema.default('/products'),
});

const homeSpecialOffersBodySchema = z.object({
  enabled: z.boolean().default(false),
  title: words('Special offers title', 80).default('Special Offers'),
  offers: z
    .array(homeOfferBodySchema)
    .max(HOME_OFFERS_MAX, `At most ${HOME_OFFERS_MAX} special offers`)
    .default([]),
});

const homeMegaSaleBodySchema = z
  .object({
    enabled: z.boolean().default(false),
    title: words('Mega sale title', 120).default(''),
    discount: words('Mega sale discount', 40).default(''),
    description: words('Mega sale description', 500).default(''),
    image: homeImage,
    link: bannerLinkSchema.default('/specials'),
  })
  .superRefine((sale, ctx) => {
    if (sale.enabled && !sale.title)
      ctx.addIssue({
        code: 'custom',
        path: ['title'],
        message: 'Please enter the mega sale title',
      });
  });

/** PUT /api/content/home: the whole design, each section as the designer shows it. */
export const homeDesignBodySchema = z.object({
  banner: homeHeroBodySchema,
  featuredProducts: homeFeaturedBodySchema,
  specialOffers: homeSpecialOffersBodySchema,
  megaSale: homeMegaSaleBodySchema,
});
export type HomeDesignBody = z.infer<typeof homeDesignBodySchema>;
export type HomeDesignInput = z.input<typeof homeDesignBodySchema>;

const homeOfferSchema = z.object({
  title: z.string(),
  discount: z.string(),
  image: z.string(),
  link: z.string(),
});
export type HomeOffer = z.infer<typeof homeOfferSchema>;

/** The saved design merged over the defaults (GET /api/content/home, the PUT's answer). */
export const homeDesignSchema = z.object({
  banner: z.object({
    enabled: z.boolean(),
    title: z.string(),
    subtitle: z.string(),
    image: z.string(),
    buttonText: z.string(),
    link: z.string(),
  }),
  featuredProducts: z.object({
    enabled: z.boolean(),
    title: z.string(),
    count: z.number().int(),
    selectedProducts: z.array(z.string()),
  }),
  specialOffers: z.object({
    enabled: z.boolean(),
    title: z.string(),
    offers: z.array(homeOfferSchema),
  }),
  megaSale: z.object({
    enabled: z.boolean(),
    title: z.string(),
    discount: z.string(),
    description: z.string(),
    image: z.string(),
    link: z.string(),
  }),
  /** When an admin last saved it (null: never, the defaults). */
  updatedAt: z.string().nullable(),
});
export type HomeDesign = z.infer<typeof homeDesignSchema>;
