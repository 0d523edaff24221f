import { describe, expect, it } from 'vitest';
import {
  buildMatrix,
  emptyForm,
  productFormSchema,
  type VariantRow,
} from '#app/admin/features/catalog/product-form-state.ts';

const product = { sku: 'pw-tx-1', price: '8999', originalPrice: '', stock: '0' };
const options = [
  { name: 'Mode', values: ['Mode 1', 'Mode 2'] },
  { name: 'Receiver', values: ['None', 'R8EF'] },
];

describe('buildMatrix', () => {
  it('makes one row per combination with a SKU from the product', () => {
    const rows = buildMatrix(options, [], product);
    expect(rows.map((r) => r.sku)).toEqual([
      'PW-TX-1-MODE1-NONE',
      'PW-TX-1-MODE1-R8EF',
      'PW-TX-1-MODE2-NONE',
      'PW-TX-1-MODE2-R8EF',
    ]);
    expect(rows[0]).toMatchObject({ price: '8999', stock: '0', isActive: true });
  });

  it("keeps the product's stock on the first version the first time, not on a rebuild", () => {
    const rows = buildMatrix(options, [], { ...product, sku: 'EFL-123', stock: '12' });
    expect(rows.map((r) => [r.sku, r.stock])).toEqual([
      ['EFL-123-MODE1-NONE', '12'],
      ['EFL-123-MODE1-R8EF', '0'],
      ['EFL-123-MODE2-NONE', '0'],
      ['EFL-123-MODE2-R8EF', '0'],
    ]);
    const rebuilt = buildMatrix(options, rows.slice(0, 2), { ...product, stock: '12' });
    expect(rebuilt.map((r) => r.stock)).toEqual(['12', '0', '0', '0']);
  });

  it('makes no placeholder SKU when the product has none yet', () => {
    expect(buildMatrix(options, [], { ...product, sku: ' ' }).every((r) => r.sku === '')).toBe(
      true,
    );
  });

  it('keeps what the owner set on combinations already there and drops the rest', () => {
    const kept: VariantRow = {
      id: '0b4c1a52-8f4e-4c55-9e0e-7f0f5d1c2b3a',
      sku: 'MY-SKU',
      choice: { Mode: 'Mode 2', Receiver: 'None' },
      price: '9999',
      originalPrice: '',
      stock: '7',
      isActive: true,
      images: [],
    };
    const gone = {
      ...kept,
      id: undefined,
      sku: 'OLD',
      choice: { Mode: 'Mode 3', Receiver: 'None' },
    };
    const rows = buildMatrix(options, [kept, gone], product);
    expect(rows).toHaveLength(4);
    expect(rows[2]).toEqual(kept);
    expect(rows.some((r) => r.sku === 'OLD')).toBe(false);
  });
});

describe('productFormSchema with variants', () => {
  const filled = {
    ...emptyForm,
    name: 'Taranis',
    category: 'radios',
    description: 'A radio',
    countryOfOrigin: 'China',
    price: '',
    options: [{ name: 'Mode', values: 'Mode 1, Mode 2' }],
  };

  it('sends the options and variants, the price from the cheapest active variant', () => {
    const variants = buildMatrix([{ name: 'Mode', values: ['Mode 1', 'Mode 2'] }], [], {
      ...product,
      price: '9000',
    });
    variants[1]!.price = '8500';
    const result = productFormSchema.safeParse({ ...filled, variants });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      price: 8500,
      options: [{ name: 'Mode', values: ['Mode 1', 'Mode 2'] }],
      variants: [
        { sku: 'PW-TX-1-MODE1', options: { Mode: 'Mode 1' }, price: 9000, stock: 0 },
        { sku: 'PW-TX-1-MODE2', options: { Mode: 'Mode 2' }, price: 8500, stock: 0 },
      ],
    });
  });

  it('refuses options without variants in the server words, under the variants', () => {
    const result = productFormSchema.safeParse({ ...filled, price: '100', variants: [] });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path[0] === 'variants');
    expect(issue?.message).toBe('A product with options needs at least one variant');
  });
});
