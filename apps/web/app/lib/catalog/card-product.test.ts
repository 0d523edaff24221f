import type { ProductCard } from '@propwash/domain/catalog/schemas';
import { describe, expect, it } from 'vitest';
import { toCardProduct } from '#app/lib/catalog/card-product.ts';

const base: ProductCard = {
  id: 'p1',
  _id: 'p1',
  name: 'FMS Ranger 1220',
  slug: 'fms-ranger-1220',
  brand: 'FMS',
  category: 'electric',
  categoryName: 'Electric Airplanes',
  price: 18999,
  originalPrice: 21999,
  discount: 14,
  image: '/uploads/products/p1/1-640.webp',
  images: [
    {
      url: '/uploads/products/p1/1-640.webp',
      srcset: '/uploads/products/p1/1-320.webp 320w',
      width: 640,
      height: 480,
      alt: 'FMS Ranger 1220',
    },
  ],
  stock: 3,
  inStock: true,
  rating: 4.5,
  reviews: 12,
  featured: true,
  priceVaries: false,
  hasVersions: false,
  trending: false,
  freeDelivery: true,
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('toCardProduct', () => {
  it('keeps the first image with its size and srcset', () => {
    expect(toCardProduct(base).image).toEqual(base.images[0]);
  });

  it('falls back to the plain image url, then to no image', () => {
    expect(toCardProduct({ ...base, images: [] }).image?.url).toBe(base.image);
    expect(toCardProduct({ ...base, images: [], image: null }).image).toBeNull();
  });

  it('treats zero stock as out of stock whatever the flag says', () => {
    expect(toCardProduct({ ...base, stock: 0, inStock: true }).inStock).toBe(false);
  });

  it('marks a product sold in versions at different prices, for "from ₹X"', () => {
    expect(toCardProduct({ ...base, priceVaries: true }).priceVaries).toBe(true);
    expect(toCardProduct(base)).not.toHaveProperty('priceVaries');
  });

  it('marks a product sold in versions, whose card opens its page to choose one', () => {
    expect(toCardProduct({ ...base, hasVersions: true }).hasVersions).toBe(true);
    expect(toCardProduct(base)).not.toHaveProperty('hasVersions');
  });
});
