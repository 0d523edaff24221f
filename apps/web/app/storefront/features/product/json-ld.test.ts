import type { StoreProductPage } from '@propwash/domain/catalog/schemas';
import { describe, expect, it } from 'vitest';
import { productJsonLd, serializeJsonLd } from './json-ld.tsx';

const product = {
  id: 'p1',
  slug: 'orange-3s-lipo',
  name: 'Orange 3S LiPo',
  description: 'A 3S pack.',
  sku: 'ORG-3S',
  brand: 'Orange',
  images: [],
  countryOfOrigin: 'China',
  price: 1499,
  inStock: true,
  stock: 4,
  seller: { name: 'Propwash Hobbies' },
  reviews: 0,
  rating: 0,
  variants: [],
  specs: [
    { key: 'cells', name: 'Cells', unit: 'S', values: [3], display: '3S' },
    {
      key: 'capacity',
      name: 'Capacity',
      unit: 'mAh',
      values: [2200, 3300],
      display: '2200 / 3300 mAh',
    },
    { key: 'connector', name: 'Connector', unit: '', values: ['XT60'], display: 'XT60' },
    { key: 'weight', name: 'Weight', unit: 'g', values: [182.5], display: '182.5 g' },
  ],
} as unknown as StoreProductPage;

const productLd = (p: StoreProductPage) =>
  productJsonLd(
    p,
    [{ label: 'Home', to: '/' }],
    'https://shop.test/products/x',
    'https://shop.test',
  )[0] as Record<string, unknown>;

describe('productJsonLd', () => {
  it('lists each specification as a PropertyValue, one number as a number with its unit apart', () => {
    expect(productLd(product).additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Cells', value: 3, unitText: 'S' },
      { '@type': 'PropertyValue', name: 'Capacity', value: '2200 / 3300', unitText: 'mAh' },
      { '@type': 'PropertyValue', name: 'Connector', value: 'XT60' },
      { '@type': 'PropertyValue', name: 'Weight', value: 182.5, unitText: 'g' },
    ]);
  });

  it('has no additionalProperty for a product without specifications', () => {
    expect(productLd({ ...product, specs: [] })).not.toHaveProperty('additionalProperty');
  });

  it('keeps a value from closing the script tag', () => {
    const ld = productLd({
      ...product,
      specs: [{ key: 'x', name: 'Note', unit: '', values: ['</script>'], display: '</script>' }],
    });
    expect(serializeJsonLd(ld)).not.toContain('</script>');
    expect(JSON.parse(serializeJsonLd(ld)).additionalProperty[0].value).toBe('</script>');
  });
});
