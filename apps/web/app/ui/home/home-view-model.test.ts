import { homeDesignDefaults } from '@propwash/domain/content/home-design';
import type { Banner } from '@propwash/domain/content/schemas';
import { describe, expect, it } from 'vitest';
import type { CardProduct } from '#app/lib/catalog/card-product.ts';
import {
  buildHomeView,
  type HomeSections,
  type HomeSources,
} from '#app/ui/home/home-view-model.ts';

function banner(id: string, position: Banner['position'], image: string, order = 0): Banner {
  return {
    id,
    position,
    image,
    title: id,
    subtitle: '',
    description: '',
    buttonText: 'Shop now',
    link: '/products',
    backgroundColor: '#000000',
    textColor: '#ffffff',
    order,
    enabled: true,
  };
}

function product(id: string, discount = 0): CardProduct {
  return {
    id,
    name: id,
    categoryName: 'Drones',
    price: 100,
    originalPrice: 100,
    discount,
    stock: 5,
    inStock: true,
    rating: 4,
    reviews: 1,
    image: null,
  };
}

function sources(overrides: Partial<HomeSources> = {}): HomeSources {
  return {
    banners: [],
    categories: [],
    featured: [],
    trending: [],
    deals: [],
    clearance: [],
    freeShippingThreshold: 999,
    ...overrides,
  };
}

const design = (patch: Partial<HomeSections> = {}): HomeSections => ({
  ...homeDesignDefaults,
  ...patch,
});

describe('buildHomeView', () => {
  it("opens with the designer's hero when it is on, else the first hero banner", () => {
    const banners = [banner('b', 'hero', '/b.webp', 2), banner('a', 'hero', '/a.webp', 1)];
    expect(buildHomeView(design(), sources({ banners })).hero?.title).toBe('a');
    const hero = { ...homeDesignDefaults.banner, enabled: true, title: 'Mine', image: '/m.webp' };
    expect(buildHomeView(design({ banner: hero }), sources({ banners })).hero?.title).toBe('Mine');
  });

  it('shows no picture twice: lower offers and sales lose it, lower banners are left out', () => {
    const banners = [
      banner('hero', 'hero', '/hero.webp'),
      banner('m1', 'middle', '/offer.webp', 1),
      banner('m2', 'middle', '/m2.webp', 2),
      banner('m3', 'middle', '/m2.webp', 3),
      banner('bottom', 'bottom', '/sale.webp'),
    ];
    const view = buildHomeView(
      design({
        specialOffers: {
          enabled: true,
          title: 'Offers',
          offers: [
            { title: 'One', discount: '', image: '/offer.webp', link: '/products' },
            { title: 'Two', discount: '', image: '/hero.webp', link: '/products' },
          ],
        },
        megaSale: { ...homeDesignDefaults.megaSale, enabled: true, image: '/sale.webp' },
      }),
      sources({ banners }),
    );
    expect(view.specialOffers?.offers.map((o) => o.image)).toEqual(['/offer.webp', '']);
    expect(view.middleBanners.map((b) => b.id)).toEqual(['m2']);
    expect(view.megaSale?.image).toBe('/sale.webp');
    expect(view.bottomBanner).toBeNull();
  });

  it('leaves products already shown higher up out of the lists below', () => {
    const view = buildHomeView(
      design(),
      sources({
        featured: [product('a'), product('b')],
        deals: [product('a'), product('c'), product('d'), product('e'), product('f')],
        trending: [product('b'), product('g')],
        clearance: [product('c', 30), product('h', 20)],
      }),
    );
    expect(view.featured?.products.map((p) => p.id)).toEqual(['a', 'b']);
    expect(view.deals.map((p) => p.id)).toEqual(['c', 'd', 'e']);
    expect(view.trending.map((p) => p.id)).toEqual(['g']);
    expect(view.clearance.map((p) => p.id)).toEqual(['h']);
    // The flash sale still names the shop's best discount.
    expect(view.bestDiscount).toBe(30);
  });

  it('lists enabled top-level categories in admin order', () => {
    const category = (slug: string, sortOrder: number, extra = {}) => ({
      slug,
      name: slug,
      image: null,
      enabled: true,
      parentId: null,
      sortOrder,
      ...extra,
    });
    const view = buildHomeView(
      design(),
      sources({
        categories: [
          category('cars', 2),
          category('planes', 1),
          category('hidden', 0, { enabled: false }),
          category('props', 0, { parentId: 'x' }),
        ],
      }),
    );
    expect(view.categories.map((c) => c.slug)).toEqual(['planes', 'cars']);
  });
});
