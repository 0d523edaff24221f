import { describe, expect, it } from 'vitest';
import { bannerSrcSet } from '#app/ui/home/banner-image.ts';

describe('bannerSrcSet', () => {
  it('offers the half-width variant of drawn art', () => {
    expect(bannerSrcSet('/uploads/banners/hero-airplanes-1600.webp')).toBe(
      '/uploads/banners/hero-airplanes-800.webp 800w, /uploads/banners/hero-airplanes-1600.webp 1600w',
    );
    expect(bannerSrcSet('/uploads/home/offer-welcome-800.webp')).toBe(
      '/uploads/home/offer-welcome-400.webp 400w, /uploads/home/offer-welcome-800.webp 800w',
    );
  });

  it('gives none for an uploaded image, which is a single file', () => {
    expect(
      bannerSrcSet('/uploads/banners/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.webp'),
    ).toBeUndefined();
    expect(
      bannerSrcSet('/uploads/banners/1b9d6bcd-bbfd-4b2d-9b5d-123456781600.webp'),
    ).toBeUndefined();
    expect(bannerSrcSet('https://cdn.example.com/banner.jpg')).toBeUndefined();
  });
});
