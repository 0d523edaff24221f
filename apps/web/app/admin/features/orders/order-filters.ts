import { orderStatuses, type OrderStatus } from '@propwash/domain/orders/status';
import type { OrderFilters } from './orders.queries.ts';

const isDate = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : '');

/** The orders list's filters as the address bar holds them; anything unknown falls back. */
export function filtersFrom(params: URLSearchParams): OrderFilters {
  const status = params.get('status');
  return {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    status: orderStatuses.includes(status as OrderStatus) ? (status as OrderStatus) : 'all',
    search: params.get('search') ?? '',
    from: isDate(params.get('from')),
    to: isDate(params.get('to')),
    product: params.get('product') ?? '',
    cod: params.get('cod') === 'awaiting' ? 'awaiting' : '',
  };
}

/** The filters for the address bar: defaults left out. */
export function filtersSearch(f: OrderFilters): URLSearchParams {
  const q = new URLSearchParams();
  if (f.page > 1) q.set('page', String(f.page));
  if (f.status !== 'all') q.set('status', f.status);
  if (f.search) q.set('search', f.search);
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  if (f.product) q.set('product', f.product);
  if (f.cod) q.set('cod', f.cod);
  return q;
}

/** The active filters in words (the printed report's heading); empty when none is set. */
export function describeFilters(f: OrderFilters): string {
  return [
    f.status !== 'all' && `status ${f.status}`,
    f.search && `search “${f.search}”`,
    f.from && `from ${f.from}`,
    f.to && `to ${f.to}`,
    f.product && `product “${f.product}”`,
    f.cod === 'awaiting' && 'awaiting COD confirmation',
  ]
    .filter(Boolean)
    .join(', ');
}
