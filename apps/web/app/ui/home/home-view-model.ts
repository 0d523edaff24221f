import type { Category } from '@propwash/domain/catalog/schemas';
import type { Banner, HomeDesign, HomeOffer } from '@propwash/domain/content/schemas';
import type { CardProduct } from '#app/lib/catalog/card-product.ts';
import type { CategoryTile } from '#app/ui/home/category-grid.tsx';
import type { HeroBannerData } from '#app/ui/home/hero-banner.tsx';
import type { MegaSaleData } from '#app/ui/home/mega-sale.tsx';
import type { PromoBannerData } from '#app/ui/home/promo-banners.tsx';

/**
 * How many products each home list shows, and how many to ask for: a list leaves out products an
 * earlier section already shows, so it asks for enough to fill up after that (the featured grid
 * holds at most 12).
 */
export const HOME_LISTS = {
  trending: { show: 3, fetch: 15 },
  deals: { show: 3, fetch: 18 },
  clearance: { show: 4, fetch: 24 },
  middleBanners: 3,
} as const;

export type HomeSections = Omit<HomeDesign, 'updatedAt'>;

/** What the home is built from: the storefront loader reads it on the server, the designer over HTTP. */
export interface HomeSources {
  banners: Banner[];
  categories: Pick<Category, 'slug' | 'name' | 'image' | 'enabled' | 'parentId' | 'sortOrder'>[];
  /** The featured grid as it will show: the picks in order, topped up with featured products. */
  featured: CardProduct[];
  trending: CardProduct[];
  deals: CardProduct[];
  /** On sale, biggest discount first. */
  clearance: CardProduct[];
  freeShippingThreshold: number;
}

/** Everything the home page renders; plain data, so it crosses from loader to browser as is. */
export interface HomeViewData {
  hero: HeroBannerData | null;
  featured: { title: string; products: CardProduct[] } | null;
  specialOffers: { title: string; offers: HomeOffer[] } | null;
  middleBanners: PromoBannerData[];
  categories: CategoryTile[];
  megaSale: MegaSaleData | null;
  trending: CardProduct[];
  deals: CardProduct[];
  bestDiscount: number;
  clearance: CardProduct[];
  bottomBanner: PromoBannerData | null;
  freeShippingThreshold: number;
}

const promo = ({ id, image, title, subtitle, description, buttonText, link }: Banner) => ({
  id,
  image,
  title,
  subtitle,
  description,
  buttonText,
  link,
});

/**
 * The home page from the design (saved, or the designer's unsaved draft) and the shop's data.
 * Nothing shows twice, top of the page first: a picture already used higher up is dropped from a
 * later offer or sale (which then shows its plain background) and a later banner that repeats it
 * is left out; a product already shown higher up is left out of the lists below it.
 */
export function buildHomeView(design: HomeSections, sources: HomeSources): HomeViewData {
  const live = sources.banners.filter((b) => b.enabled).sort((a, b) => a.order - b.order);
  const { banner: designHero, featuredProducts, specialOffers, megaSale } = design;
  const heroBanner = live.find((b) => b.position === 'hero');
  // The designer's hero when switched on, else the first hero banner, else the built-in default.
  const hero: HeroBannerData | null =
    designHero.enabled && designHero.title && designHero.image
      ? {
          image: designHero.image,
          title: designHero.title,
          subtitle: '',
          description: designHero.subtitle,
          buttonText: designHero.buttonText,
          link: designHero.link,
        }
      : heroBanner
        ? promo(heroBanner)
        : null;

  const shownArt = new Set<string>();
  /** The picture if nothing above shows it yet ('' otherwise); from now on it counts as shown. */
  const claim = (image: string) => {
    if (!image || shownArt.has(image)) return '';
    shownArt.add(image);
    return image;
  };
  if (hero) claim(hero.image);

  const offers = specialOffers.enabled
    ? specialOffers.offers.map((offer) => ({ ...offer, image: claim(offer.image) }))
    : [];
  const middleBanners: PromoBannerData[] = [];
  for (const b of live) {
    if (middleBanners.length === HOME_LISTS.middleBanners) break;
    if (b.position === 'middle' && claim(b.image)) middleBanners.push(promo(b));
  }
  const sale = megaSale.enabled ? { ...megaSale, image: claim(megaSale.image) } : null;
  const bottom = live.find((b) => b.position === 'bottom' && !shownArt.has(b.image));

  const shownProducts = new Set<string>();
  const fresh = (products: CardProduct[], count: number) => {
    const picked = products.filter((p) => !shownProducts.has(p.id)).slice(0, count);
    for (const p of picked) shownProducts.add(p.id);
    return picked;
  };
  const featured = featuredProducts.enabled ? fresh(sources.featured, sources.featured.length) : [];
  const deals = fresh(sources.deals, HOME_LISTS.deals.show);
  const trending = fresh(sources.trending, HOME_LISTS.trending.show);
  const clearance = fresh(sources.clearance, HOME_LISTS.clearance.show);

  return {
    hero,
    featured: featuredProducts.enabled
      ? { title: featuredProducts.title, products: featured }
      : null,
    specialOffers:
      specialOffers.enabled && offers.length > 0 ? { title: specialOffers.title, offers } : null,
    middleBanners,
    categories: sources.categories
      .filter((c) => c.enabled && c.parentId === null)
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map(({ slug, name, image }) => ({ slug, name, image })),
    megaSale: sale
      ? {
          title: sale.title,
          discount: sale.discount,
          description: sale.description,
          image: sale.image,
          link: sale.link,
        }
      : null,
    trending,
    deals,
    bestDiscount: sources.clearance[0]?.discount ?? 0,
    clearance,
    bottomBanner: bottom ? promo(bottom) : null,
    freeShippingThreshold: sources.freeShippingThreshold,
  };
}
