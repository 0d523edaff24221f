import { describe, expect, it } from 'vitest';
import { paths, safeRedirectPath } from '#app/lib/paths.ts';

describe('paths', () => {
  it('builds listing and category links', () => {
    expect(paths.products()).toBe('/products');
    expect(paths.products({ search: 'li po 3s' })).toBe('/products?search=li+po+3s');
    expect(paths.products({ category: 'drones', search: '' })).toBe('/products?category=drones');
    expect(paths.category('airplanes', 'electric')).toBe('/category/airplanes/electric');
    expect(paths.admin.login({ reason: 'expired', next: '/admin/orders' })).toBe(
      '/admin/login?reason=expired&next=%2Fadmin%2Forders',
    );
  });
});

describe('safeRedirectPath', () => {
  it('keeps same-site paths', () => {
    expect(safeRedirectPath('/orders?page=2')).toBe('/orders?page=2');
  });

  it.each([
    null,
    '',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'orders',
  ])('turns %s into the fallback', (target) => {
    expect(safeRedirectPath(target, '/home')).toBe('/home');
  });
});
