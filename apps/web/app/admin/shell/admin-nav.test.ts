import { describe, expect, it } from 'vitest';
import { findAdminNavItem } from './admin-nav.ts';

describe('findAdminNavItem', () => {
  it('finds the sidebar entry of a screen and of its sub-pages', () => {
    expect(findAdminNavItem('/admin')?.slug).toBe('dashboard');
    expect(findAdminNavItem('/admin/orders/123')?.slug).toBe('orders');
  });

  it("lights up an entry of its own under another entry's path", () => {
    expect(findAdminNavItem('/admin/orders/cod-blocks')?.label).toBe('COD blocks');
  });

  it('lights up the parent entry for screens without one of their own', () => {
    expect(findAdminNavItem('/admin/analytics-dashboard')?.label).toBe(
      findAdminNavItem('/admin/analytics')?.label,
    );
    expect(findAdminNavItem('/admin/trending')?.slug).toBe('todays-deals');
  });

  it('finds an entry two segments deep before its parent', () => {
    expect(findAdminNavItem('/admin/analytics/rto')?.label).toBe('RTO report');
    expect(findAdminNavItem('/admin/analytics')?.slug).toBe('analytics');
  });

  it('finds nothing for an unknown screen', () => {
    expect(findAdminNavItem('/admin/nowhere')).toBeUndefined();
  });
});
