import { describe, expect, it } from 'vitest';
import {
  variantDisplayName,
  variantLabel,
  variantProblems,
  type VariantInput,
} from './variants.ts';

const options = [
  { name: 'Version', values: ['RTF', 'BNF', 'PNP'] },
  { name: 'Mode', values: ['Mode 1', 'Mode 2'] },
];
const variant = (sku: string, choice: Record<string, string>): VariantInput => ({
  sku,
  options: choice,
  price: 100,
  stock: 1,
  isActive: true,
  images: [],
  specValues: {},
});

describe('variants', () => {
  it('labels a variant in the option order and names it after its product', () => {
    const label = variantLabel(options, { Mode: 'Mode 2', Version: 'BNF' });
    expect(label).toBe('Version: BNF, Mode: Mode 2');
    expect(variantDisplayName('Skylark 1200', label)).toBe(
      'Skylark 1200 — Version: BNF, Mode: Mode 2',
    );
    expect(variantDisplayName('Skylark 1200', null)).toBe('Skylark 1200');
  });

  it('accepts a matrix of distinct combinations and SKUs', () => {
    const variants = [
      variant('SK-RTF-1', { Version: 'RTF', Mode: 'Mode 1' }),
      variant('SK-BNF-2', { Version: 'BNF', Mode: 'Mode 2' }),
    ];
    expect(variantProblems(options, variants)).toEqual([]);
    expect(variantProblems([], [])).toEqual([]);
  });

  it('names what is wrong: missing option, unknown value, repeats', () => {
    const problems = variantProblems(options, [
      variant('A', { Version: 'RTF' }),
      variant('B', { Version: 'Kit', Mode: 'Mode 1' }),
      variant('C', { Version: 'RTF', Mode: 'Mode 1' }),
      variant('c', { Version: 'RTF', Mode: 'Mode 1' }),
    ]);
    expect(problems).toContain('A: choose Mode');
    expect(problems).toContain('B: Kit is not a value of Version');
    expect(problems).toContain('RTF / Mode 1: this combination is listed twice');
    expect(problems).toContain('SKU c is used by two variants');
    expect(variantProblems([], [variant('X', {})])).toEqual([
      'Add an option (such as Version) before adding variants',
    ]);
    expect(variantProblems(options, [])).toEqual([
      'A product with options needs at least one variant',
    ]);
  });
});
