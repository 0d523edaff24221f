import { count } from 'drizzle-orm';
import { defaultSettings, settingsSections } from '@propwash/domain/settings/defaults';
import type { Db } from '../platform/db.ts';
import type { Storage } from '../platform/storage.ts';
import { banners, homeDesigns } from '../modules/content/content.tables.ts';
import { coupons } from '../modules/coupons/coupons.tables.ts';
import { paymentMethods } from '../modules/payments/payments.tables.ts';
import { settings } from '../modules/settings/settings.tables.ts';
import type { DrawingKind } from './drawings.ts';
import { bannerImageJob, type ImageJob } from './images.ts';

const DAY = 86_400_000;

/** Writes each settings section that is missing; saved sections are the admin's and stay. */
export async function seedSettings(db: Db): Promise<void> {
  await db
    .insert(settings)
    .values(settingsSections.map((section) => ({ section, value: defaultSettings[section] })))
    .onConflictDoNothing();
}

export const paymentMethodSeeds = [
  {
    type: 'cod',
    name: 'Cash on Delivery',
    icon: 'fas fa-money-bill-wave',
    description: 'Pay in cash or by UPI when the order arrives (orders up to ₹50,000).',
  },
  {
    type: 'card',
    name: 'Credit / Debit Card',
    icon: 'fas fa-credit-card',
    description: 'Visa, Mastercard, RuPay and American Express.',
  },
  {
    type: 'upi',
    name: 'UPI',
    icon: 'fas fa-mobile-alt',
    description: 'Google Pay, PhonePe, Paytm or any UPI app.',
  },
  {
    type: 'netbanking',
    name: 'Net Banking',
    icon: 'fas fa-university',
    description: 'All major Indian banks.',
  },
  {
    type: 'wallet',
    name: 'Wallets',
    icon: 'fas fa-wallet',
    description: 'Paytm, Amazon Pay and MobiKwik wallets.',
  },
  {
    type: 'emi',
    name: 'EMI',
    icon: 'fas fa-calendar-alt',
    description: 'Card EMI over 3, 6, 9 or 12 months.',
  },
] as const;

export async function seedPaymentMethods(db: Db): Promise<void> {
  await db
    .insert(paymentMethods)
    .values(paymentMethodSeeds.map((m, i) => ({ ...m, sortOrder: i + 1 })))
    .onConflictDoNothing();
}

/** WELCOME10 and FIRST10 (first order only, as the storefront spec says), a flat-off coupon and an expired one. */
export async function seedCoupons(db: Db, now: Date): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  await db
    .insert(coupons)
    .values([
      {
        code: 'WELCOME10',
        description: 'Welcome offer: 10% off your first order.',
        discountType: 'percentage',
        discountValue: 10,
        firstOrderOnly: true,
        perCustomerLimit: 1,
        validFrom: ago(200),
      },
      {
        code: 'FIRST10',
        description: 'First-time customers get 10% off.',
        discountType: 'percentage',
        discountValue: 10,
        firstOrderOnly: true,
        perCustomerLimit: 1,
        validFrom: ago(200),
      },
      {
        code: 'FLAT500',
        description: 'Flat ₹500 off on orders of ₹4,999 or more.',
        discountType: 'fixed',
        discountValue: 50_000,
        minPurchasePaise: 499_900,
        validFrom: ago(120),
      },
      {
        code: 'MONSOON15',
        description: 'Monsoon sale: 15% off up to ₹1,500 on orders over ₹2,999.',
        discountType: 'percentage',
        discountValue: 15,
        minPurchasePaise: 299_900,
        maxDiscountPaise: 150_000,
        maxUses: 500,
        validFrom: ago(170),
        validUntil: ago(80),
      },
    ])
    .onConflictDoNothing();
}

type BannerSeed = {
  key: string;
  position: 'hero' | 'middle' | 'bottom';
  title: string;
  subtitle: string;
  description: string;
  buttonText: string;
  link: string;
  backgroundColor: string;
  textColor: string;
  drawing: DrawingKind;
  hue: number;
};

// Wide WebP sizes per position: [widths, height/width].
const bannerSizes = {
  hero: { widths: [800, 1600], aspect: 600 / 1600 },
  middle: { widths: [400, 800], aspect: 400 / 800 },
  bottom: { widths: [800, 1600], aspect: 400 / 1600 },
} as const;

export const bannerSeeds: BannerSeed[] = [
  {
    key: 'banners/hero-airplanes',
    position: 'hero',
    title: 'Take to the Skies',
    subtitle: 'Electric airplanes from FMS, E-flite and Volantex',
    description:
      'Ready-to-fly trainers and warbirds, checked before they ship. Free shipping over ₹999.',
    buttonText: 'Shop Airplanes',
    link: '/products?category=airplanes',
    backgroundColor: '#0d47a1',
    textColor: '#ffffff',
    drawing: 'plane',
    hue: 212,
  },
  {
    key: 'banners/hero-fpv',
    position: 'hero',
    title: 'FPV Season Is Here',
    subtitle: 'Freestyle quads, cinewhoops and ELRS radios',
    description:
      'Bind-and-fly quads from iFlight, GEPRC and BetaFPV, with goggles and spares in stock.',
    buttonText: 'Shop Drones',
    link: '/products?category=drones',
    backgroundColor: '#4a148c',
    textColor: '#ffffff',
    drawing: 'quadcopter',
    hue: 280,
  },
  {
    key: 'banners/middle-cars',
    position: 'middle',
    title: 'Bash Harder',
    subtitle: 'Traxxas and Arrma monster trucks',
    description: 'Waterproof, brushless and built for Indian roads.',
    buttonText: 'Shop Cars',
    link: '/products?category=cars',
    backgroundColor: '#e65100',
    textColor: '#ffffff',
    drawing: 'car',
    hue: 22,
  },
  {
    key: 'banners/middle-power',
    position: 'middle',
    title: 'Power Up',
    subtitle: 'LiPo packs and smart chargers from ₹1,699',
    description: 'Tattu, CNHL and SkyRC, stored and shipped the safe way.',
    buttonText: 'Shop Batteries',
    link: '/products?category=batteries-chargers',
    backgroundColor: '#ffc107',
    textColor: '#000000',
    drawing: 'battery',
    hue: 45,
  },
  {
    key: 'banners/middle-helicopters',
    position: 'middle',
    title: 'Hover Like a Pro',
    subtitle: 'Align, Blade and OMPHobby helicopters',
    description: 'From indoor coaxials to 700-class 3D machines.',
    buttonText: 'Shop Helicopters',
    link: '/products?category=helicopters',
    backgroundColor: '#1b5e20',
    textColor: '#ffffff',
    drawing: 'helicopter',
    hue: 135,
  },
  {
    key: 'banners/bottom-specials',
    position: 'bottom',
    title: 'Specials of the Week',
    subtitle: 'Up to 25% off engines, radios and more',
    description:
      'Limited stock at these prices. Use FLAT500 for ₹500 off orders of ₹4,999 or more.',
    buttonText: 'See Specials',
    link: '/specials',
    backgroundColor: '#b71c1c',
    textColor: '#ffffff',
    drawing: 'radio',
    hue: 350,
  },
];

/**
 * Art of its own for the home designer's offers and mega sale: the storefront shows no picture
 * twice on one page, so the seed does not lend them the banners' art.
 */
type HomeArtSeed = Pick<BannerSeed, 'key' | 'drawing' | 'hue'> & { position: 'middle' | 'bottom' };

export const homeArtSeeds: HomeArtSeed[] = [
  { key: 'home/offer-welcome', position: 'middle', drawing: 'quadcopter', hue: 262 },
  { key: 'home/offer-flat500', position: 'middle', drawing: 'boat', hue: 195 },
  { key: 'home/offer-warbirds', position: 'middle', drawing: 'warbird', hue: 95 },
  { key: 'home/mega-sale', position: 'bottom', drawing: 'jet', hue: 12 },
];

/** The public URL of a banner's (or home art's) widest image. */
export function bannerImageUrl(
  storage: Storage,
  seed: Pick<BannerSeed, 'key' | 'position'>,
): string {
  const widest = Math.max(...bannerSizes[seed.position].widths);
  return storage.publicUrl(`${seed.key}-${widest}.webp`);
}

/** The banners' pictures and the home designer's: both are written on the shop's first seed. */
export function bannerImageJobs(): ImageJob[] {
  return [...bannerSeeds, ...homeArtSeeds].map((b) =>
    bannerImageJob(
      b.key,
      b.drawing,
      b.hue,
      bannerSizes[b.position].widths,
      bannerSizes[b.position].aspect,
    ),
  );
}

/** Banners are written only into an empty table: once the admin has banners, they are the admin's. */
export async function seedBanners(db: Db, storage: Storage): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(banners);
  if ((row?.n ?? 0) > 0) return false;
  const positions = new Map<string, number>();
  await db.insert(banners).values(
    bannerSeeds.map((b) => {
      const order = (positions.get(b.position) ?? 0) + 1;
      positions.set(b.position, order);
      const { key: _key, drawing: _drawing, hue: _hue, ...copy } = b;
      return { ...copy, image: bannerImageUrl(storage, b), sortOrder: order };
    }),
  );
  return true;
}

/** The home designer's saved configuration, in the shape the home page designer saves. */
export async function seedHomeDesign(db: Db, storage: Storage): Promise<void> {
  const url = (key: string) => {
    const seed = [...bannerSeeds, ...homeArtSeeds].find((b) => b.key === key);
    return seed ? bannerImageUrl(storage, seed) : '';
  };
  // The designer's hero starts switched off: the storefront opens with the first hero banner,
  // whose art this hero would take over when the owner switches it on.
  const config = {
    banner: {
      title: 'Genuine RC Models, Delivered Across India',
      subtitle: 'Free shipping over ₹999 · 7-day replacement · GST invoice on every order',
      image: url('banners/hero-airplanes'),
      buttonText: 'Shop now',
    },
    featuredProducts: {
      enabled: true,
      title: "Today's Deals",
      count: 8,
      selectedProducts: [] as string[],
    },
    specialOffers: {
      enabled: true,
      title: 'Special Offers',
      offers: [
        {
          title: 'Welcome Offer: WELCOME10',
          discount: '10% OFF',
          image: url('home/offer-welcome'),
          link: '/products',
        },
        {
          title: 'Flat ₹500 Off over ₹4,999',
          discount: '₹500 OFF',
          image: url('home/offer-flat500'),
          link: '/products',
        },
        {
          title: 'Warbird Week',
          discount: 'Up to 15% OFF',
          image: url('home/offer-warbirds'),
          link: '/category/airplanes',
        },
      ],
    },
    megaSale: {
      enabled: true,
      title: 'Mega Flying Season Sale',
      discount: 'Up to 30% OFF',
      description:
        'Airplanes, helicopters and drones at the lowest prices of the year, while stocks last.',
      image: url('home/mega-sale'),
      link: '/specials',
    },
  };
  await db.insert(homeDesigns).values({ id: 'home', config }).onConflictDoNothing();
}
