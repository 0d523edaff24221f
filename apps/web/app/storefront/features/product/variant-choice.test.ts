import { describe, expect, it } from 'vitest';
import {
  chooseMessage,
  chosenVariant,
  imagesWith,
  initialChoice,
  missingOptions,
  pickValue,
  shownOffer,
  urlWithVariant,
  valuePrice,
  valueState,
} from './variant-choice.ts';

const options = [
  { name: 'Version', values: ['RTF', 'BNF', 'PNP'] },
  { name: 'Mode', values: ['Mode 1', 'Mode 2'] },
];
const v = (id: string, version: string, mode: string, stock = 5) => ({
  id,
  options: { Version: version, Mode: mode },
  stock,
  inStock: stock > 0,
});
// PNP is sold in Mode 2 only; BNF Mode 1 is sold out.
const variants = [
  v('rtf1', 'RTF', 'Mode 1'),
  v('rtf2', 'RTF', 'Mode 2'),
  v('bnf1', 'BNF', 'Mode 1', 0),
  v('bnf2', 'BNF', 'Mode 2'),
  v('pnp2', 'PNP', 'Mode 2'),
];

describe('initialChoice', () => {
  it('opens on the variant the URL names', () => {
    expect(initialChoice(options, variants, 'bnf2')).toEqual({ Version: 'BNF', Mode: 'Mode 2' });
  });
  it('ignores an unknown variant id and chooses nothing that has several values', () => {
    expect(initialChoice(options, variants, 'gone')).toEqual({});
    expect(initialChoice(options, variants, null)).toEqual({});
  });
  it('chooses an option whose variants all share one value', () => {
    const one = [{ name: 'Colour', values: ['Red'] }, options[0]!];
    const sold = [
      { id: 'a', options: { Colour: 'Red', Version: 'RTF' }, stock: 1, inStock: true },
      { id: 'b', options: { Colour: 'Red', Version: 'BNF' }, stock: 1, inStock: true },
    ];
    expect(initialChoice(one, sold, undefined)).toEqual({ Colour: 'Red' });
  });
});

describe('chosenVariant and missingOptions', () => {
  it('names a variant only once every option is chosen', () => {
    expect(chosenVariant(options, variants, { Version: 'RTF' })).toBeNull();
    expect(missingOptions(options, { Version: 'RTF' })).toEqual(['Mode']);
    expect(chosenVariant(options, variants, { Version: 'RTF', Mode: 'Mode 2' })?.id).toBe('rtf2');
  });
  it('is null for a combination that is not sold', () => {
    expect(chosenVariant(options, variants, { Version: 'PNP', Mode: 'Mode 1' })).toBeNull();
  });
  it('asks for every missing option in the server words', () => {
    expect(chooseMessage(missingOptions(options, {}))).toBe('Choose version and mode');
  });
});

describe('valueState', () => {
  it('marks a value not sold with the other choice as unavailable', () => {
    expect(valueState(options, variants, { Version: 'PNP' }, 'Mode', 'Mode 1')).toBe('unavailable');
    expect(valueState(options, variants, { Mode: 'Mode 1' }, 'Version', 'PNP')).toBe('unavailable');
  });
  it('marks a value whose only variant is out of stock as sold out', () => {
    expect(valueState(options, variants, { Mode: 'Mode 1' }, 'Version', 'BNF')).toBe('soldout');
  });
  it('ignores the value chosen for the same option', () => {
    expect(
      valueState(options, variants, { Version: 'PNP', Mode: 'Mode 2' }, 'Version', 'RTF'),
    ).toBe('available');
  });
  it('counts a value available when any variant with it is in stock and nothing else is chosen', () => {
    expect(valueState(options, variants, {}, 'Version', 'BNF')).toBe('available');
  });
});

describe('pickValue', () => {
  it('keeps the other choices when the combination is sold', () => {
    expect(pickValue(options, variants, { Mode: 'Mode 2' }, 'Version', 'PNP')).toEqual({
      Version: 'PNP',
      Mode: 'Mode 2',
    });
  });
  it('drops another choice the new value is not sold with', () => {
    expect(pickValue(options, variants, { Mode: 'Mode 1' }, 'Version', 'PNP')).toEqual({
      Version: 'PNP',
    });
  });
});

describe('urlWithVariant', () => {
  it('sets and removes ?variant= keeping other parameters', () => {
    expect(urlWithVariant('https://x.in/product/p1?ref=home#reviews', 'bnf2')).toBe(
      '/product/p1?ref=home&variant=bnf2#reviews',
    );
    expect(urlWithVariant('https://x.in/product/p1?variant=bnf2', null)).toBe('/product/p1');
  });
});

describe('shownOffer', () => {
  const product = { price: 4999, originalPrice: 5999, discount: 17, inStock: true, stock: 9 };
  it("shows the product's price and total stock until a version is chosen", () => {
    expect(shownOffer(product, null)).toEqual(product);
  });
  it("shows the chosen version's price, its discount and its own stock", () => {
    const chosen = { price: 7500, originalPrice: 10000, inStock: true, stock: 0 };
    expect(shownOffer(product, chosen)).toEqual({
      price: 7500,
      originalPrice: 10000,
      discount: 25,
      inStock: false,
      stock: 0,
    });
  });
  it('never shows an MRP below the price', () => {
    const chosen = { price: 7500, originalPrice: 7000, inStock: true, stock: 3 };
    expect(shownOffer(product, chosen)).toMatchObject({ originalPrice: 7500, discount: 0 });
  });
});

describe('imagesWith', () => {
  const image = (url: string) => ({ url, srcset: '', width: 800, height: 600, alt: url });
  it("puts the version's own image first", () => {
    const images = [image('/a.webp'), image('/b.webp')];
    expect(imagesWith(images, '/b.webp', 'Skylark').map((i) => i.url)).toEqual([
      '/b.webp',
      '/a.webp',
    ]);
  });
  it('adds an image the product does not have, named after the product', () => {
    expect(imagesWith([image('/a.webp')], '/c.webp', 'Skylark')[0]).toEqual({
      url: '/c.webp',
      srcset: '',
      width: 800,
      height: 600,
      alt: 'Skylark',
    });
  });
});

describe('valuePrice', () => {
  const options = [
    { name: 'Version', values: ['RTF', 'BNF'] },
    { name: 'Mode', values: ['Mode 1', 'Mode 2'] },
  ];
  const variants = [
    { options: { Version: 'RTF', Mode: 'Mode 1' }, price: 15_999 },
    { options: { Version: 'RTF', Mode: 'Mode 2' }, price: 16_499 },
    { options: { Version: 'BNF', Mode: 'Mode 1' }, price: 11_999 },
  ];
  it('shows the one price a chip names, or the lowest with "from" while others are unchosen', () => {
    expect(valuePrice(options, variants, {}, 'Version', 'RTF')).toEqual({
      price: 15_999,
      from: true,
    });
    expect(valuePrice(options, variants, { Mode: 'Mode 2' }, 'Version', 'RTF')).toEqual({
      price: 16_499,
      from: false,
    });
    expect(valuePrice(options, variants, { Mode: 'Mode 2' }, 'Version', 'BNF')).toBeNull();
  });
});

describe('chooseMessage', () => {
  it('names the options in sentence case, keeping acronyms', () => {
    expect(chooseMessage(['Version'])).toBe('Choose version');
    expect(chooseMessage(['Stick Mode', 'ESC'])).toBe('Choose stick mode and ESC');
  });
});
