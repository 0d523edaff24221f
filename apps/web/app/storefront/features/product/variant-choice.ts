import type { ProductImage } from '@propwash/domain/catalog/schemas';
import { chooseOptionsMessage } from '@propwash/domain/catalog/option-words';
import type { ProductOption, StoreVariant, VariantChoice } from '@propwash/domain/catalog/variants';
import { discountPercent, rupeesToPaise } from '@propwash/domain/money';

/**
 * The product page's choice of a variant: which option values the shopper has picked, which
 * variant that names, and how each value looks beside the other choices. Pure, so it is tested
 * without a browser (variant-choice.test.ts).
 */

/** How a value's button looks: sold with the other choices, sold out, or not sold that way. */
export type ValueState = 'available' | 'soldout' | 'unavailable';

type Variants = readonly Pick<StoreVariant, 'id' | 'options' | 'inStock' | 'stock'>[];

function isInStock(v: Pick<StoreVariant, 'inStock' | 'stock'>) {
  return v.inStock && v.stock > 0;
}

/**
 * The choice a page opens with: the variant named by `?variant=` when it is sold, otherwise only
 * the options that have a single value (nothing to ask), so the shopper picks the rest.
 */
export function initialChoice(
  options: readonly ProductOption[],
  variants: Variants,
  variantId: string | null | undefined,
): VariantChoice {
  const named = variantId ? variants.find((v) => v.id === variantId) : undefined;
  if (named) return { ...named.options };
  const choice: VariantChoice = {};
  for (const o of options) {
    const sold = o.values.filter((value) => variants.some((v) => v.options[o.name] === value));
    if (sold.length === 1) choice[o.name] = sold[0]!;
  }
  return choice;
}

/** The variant the choice names once every option is chosen; null before that or when not sold. */
export function chosenVariant<V extends Variants[number]>(
  options: readonly ProductOption[],
  variants: readonly V[],
  choice: VariantChoice,
): V | null {
  if (options.length === 0 || options.some((o) => !choice[o.name])) return null;
  return variants.find((v) => options.every((o) => v.options[o.name] === choice[o.name])) ?? null;
}

/** The options still to choose, in the product's order. */
export function missingOptions(options: readonly ProductOption[], choice: VariantChoice): string[] {
  return options.filter((o) => !choice[o.name]).map((o) => o.name);
}

/** "Choose version" / "Choose version and mode": the server's words for a line without a variant. */
export function chooseMessage(names: readonly string[]): string {
  return chooseOptionsMessage(names);
}

/**
 * A value of an option given the other options' choices: 'available' when some variant with it
 * and the other choices is in stock, 'soldout' when such variants exist but none is in stock,
 * 'unavailable' when that combination is not sold at all.
 */
export function valueState(
  options: readonly ProductOption[],
  variants: Variants,
  choice: VariantChoice,
  optionName: string,
  value: string,
): ValueState {
  const matching = variants.filter(
    (v) =>
      v.options[optionName] === value &&
      options.every(
        (o) => o.name === optionName || !choice[o.name] || v.options[o.name] === choice[o.name],
      ),
  );
  if (matching.length === 0) return 'unavailable';
  return matching.some(isInStock) ? 'available' : 'soldout';
}

/**
 * Picks a value. Other choices that this value is not sold with are dropped, so the shopper never
 * lands on a combination that does not exist.
 */
export function pickValue(
  options: readonly ProductOption[],
  variants: Variants,
  choice: VariantChoice,
  optionName: string,
  value: string,
): VariantChoice {
  const next: VariantChoice = { ...choice, [optionName]: value };
  if (chosenVariant(options, variants, next)) return next;
  for (const o of options) {
    if (o.name === optionName || !next[o.name]) continue;
    const without = { ...next };
    delete without[o.name];
    if (valueState(options, variants, without, o.name, next[o.name]!) === 'unavailable') {
      delete next[o.name];
    }
  }
  return next;
}

/** The page's URL with `?variant=<id>` set (or removed), other parameters and hash kept. */
export function urlWithVariant(href: string, variantId: string | null): string {
  const url = new URL(href);
  if (variantId) url.searchParams.set('variant', variantId);
  else url.searchParams.delete('variant');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * "Version: BNF, Mode: Mode 2" and "Skylark 1200 — Version: BNF, Mode: Mode 2", as the server
 * writes them (variantLabel and variantDisplayName in the domain package); repeated here so the
 * product page does not load zod.
 */
export function choiceLabel(options: readonly ProductOption[], choice: VariantChoice): string {
  return options
    .filter((o) => Boolean(choice[o.name]))
    .map((o) => `${o.name}: ${choice[o.name]}`)
    .join(', ');
}
export function displayName(productName: string, label: string): string {
  return label ? `${productName} — ${label}` : productName;
}

type Offer = {
  price: number;
  originalPrice: number;
  discount: number;
  inStock: boolean;
  stock: number;
};

/**
 * The price and stock the page shows: the chosen version's, or until a version is chosen the
 * product's (cheapest price, total stock).
 */
export function shownOffer(
  product: Offer,
  variant: Pick<StoreVariant, 'price' | 'originalPrice' | 'inStock' | 'stock'> | null,
): Offer {
  if (!variant) {
    const { price, originalPrice, discount, inStock, stock } = product;
    return { price, originalPrice, discount, inStock, stock };
  }
  const originalPrice = Math.max(variant.originalPrice, variant.price);
  return {
    price: variant.price,
    originalPrice,
    discount: discountPercent(rupeesToPaise(variant.price), rupeesToPaise(originalPrice)),
    inStock: variant.inStock && variant.stock > 0,
    stock: variant.stock,
  };
}

/** The product's images with the variant's own image first (added when it is not among them). */
export function imagesWith(images: ProductImage[], url: string, name: string): ProductImage[] {
  const own = images.find((i) => i.url === url) ?? {
    url,
    srcset: '',
    width: 800,
    height: 600,
    alt: name,
  };
  return [own, ...images.filter((i) => i.url !== url)];
}

/**
 * The price a value's button shows beside the other choices: the one variant it names, or the
 * lowest of those it could name with `from: true` when they differ (options still to choose).
 * Null when that combination is not sold.
 */
export function valuePrice(
  options: readonly ProductOption[],
  variants: readonly Pick<StoreVariant, 'options' | 'price'>[],
  choice: VariantChoice,
  optionName: string,
  value: string,
): { price: number; from: boolean } | null {
  const prices = variants
    .filter(
      (v) =>
        v.options[optionName] === value &&
        options.every(
          (o) => o.name === optionName || !choice[o.name] || v.options[o.name] === choice[o.name],
        ),
    )
    .map((v) => v.price);
  if (prices.length === 0) return null;
  const price = Math.min(...prices);
  return { price, from: prices.some((p) => p !== price) };
}
