import { HOME_FEATURED, HOME_OFFERS_MAX, HOME_SELECTED_MAX, type HomeDesign } from './schemas.ts';

type Sections = Omit<HomeDesign, 'updatedAt'>;

/**
 * The home page before an admin designs it: the featured grid on, everything else off, so an
 * unconfigured shop shows no made-up offer. The three offers are the designer's starting cards.
 */
export const homeDesignDefaults: Sections = {
  banner: {
    enabled: false,
    title: '',
    subtitle: '',
    image: '',
    buttonText: 'Shop now',
    link: '/products',
  },
  featuredProducts: {
    enabled: true,
    title: 'Featured Products',
    count: HOME_FEATURED.default,
    selectedProducts: [],
  },
  specialOffers: {
    enabled: false,
    title: 'Special Offers',
    offers: [
      {
        title: 'Ready-to-fly airplanes',
        discount: 'New season',
        image: '',
        link: '/category/airplanes',
      },
      {
        title: 'Drones for every pilot',
        discount: 'Top picks',
        image: '',
        link: '/category/drones',
      },
      {
        title: 'Batteries and chargers',
        discount: 'Stock up',
        image: '',
        link: '/category/batteries-chargers',
      },
    ],
  },
  megaSale: {
    enabled: false,
    title: 'Mega Sale',
    discount: '',
    description: '',
    image: '',
    link: '/specials',
  },
};

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** Each field of `raw` whose type matches the default's; the default elsewhere. */
function over<T extends Record<string, unknown>>(defaults: T, raw: unknown): T {
  const src = record(raw);
  const out: Record<string, unknown> = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = src[key];
    if (!Array.isArray(fallback) && typeof value === typeof fallback) out[key] = value;
  }
  return out as T;
}

/**
 * A stored design (any age or shape: older saves, the seed, the featured-count endpoint's
 * partial row) read over the defaults, field by field, so the storefront never breaks on it.
 */
export function homeDesignFrom(raw: unknown, updatedAt: Date | null = null): HomeDesign {
  const src = record(raw);
  const d = homeDesignDefaults;
  const featured = over(d.featuredProducts, src.featuredProducts);
  const count = featured.count;
  if (!Number.isInteger(count) || count < HOME_FEATURED.min || count > HOME_FEATURED.max)
    featured.count = d.featuredProducts.count;
  const picked = record(src.featuredProducts).selectedProducts;
  featured.selectedProducts = Array.isArray(picked)
    ? [...new Set(picked.filter((id): id is string => typeof id === 'string'))].slice(
        0,
        HOME_SELECTED_MAX,
      )
    : [];
  const offersSection = over(d.specialOffers, src.specialOffers);
  const offers = record(src.specialOffers).offers;
  const offerDefaults = { title: '', discount: '', image: '', link: '/products' };
  offersSection.offers = Array.isArray(offers)
    ? offers
        .map((o) => over(offerDefaults, o))
        .filter((o) => o.title)
        .slice(0, HOME_OFFERS_MAX)
    : d.specialOffers.offers;
  return {
    banner: over(d.banner, src.banner),
    featuredProducts: featured,
    specialOffers: offersSection,
    megaSale: over(d.megaSale, src.megaSale),
    updatedAt: updatedAt ? updatedAt.toISOString() : null,
  };
}

/** Every image a design names (kept images need no new upload when it is saved again). */
export function homeDesignImages(
  design: Pick<HomeDesign, 'banner' | 'specialOffers' | 'megaSale'>,
) {
  return [
    design.banner.image,
    design.megaSale.image,
    ...design.specialOffers.offers.map((o) => o.image),
  ].filter(Boolean);
}
