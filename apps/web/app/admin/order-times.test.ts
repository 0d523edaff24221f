import type { LatestOrder } from '@propwash/domain/analytics/schemas';
import type { AdminOrderRow } from '@propwash/domain/orders/admin-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { latestOrdersQueryOptions } from '#app/admin/features/dashboard/dashboard.queries.ts';
import { LatestOrders } from '#app/admin/features/dashboard/latest-orders.tsx';
import { OrdersList } from '#app/admin/features/orders/orders-list.tsx';

// One order placed at 4:29 am India time on 11 March (22:59 UTC on 10 March): the dashboard's
// latest orders and the orders list must both say so, whatever zone the owner's computer is in.
const placedAt = '2026-03-10T22:59:00.000Z';

const latest: LatestOrder = {
  id: 'o1',
  orderNumber: 'PW-2603-TEST1',
  customerName: 'Meera Iyer',
  itemCount: 1,
  total: 2999,
  status: 'confirmed',
  paymentMethod: 'cod',
  createdAt: placedAt,
};

const row: AdminOrderRow = {
  id: 'o1',
  orderNumber: 'PW-2603-TEST1',
  customer: { name: 'Meera Iyer', email: 'meera@example.com' },
  items: [{ name: 'Foam Board 5 mm A2', quantity: 1 }],
  moreItems: 0,
  createdAt: placedAt,
  total: 2999,
  status: 'confirmed',
  payment: { method: 'cod', status: 'pending' },
  priority: 'normal',
  warehouse: 'South Bengaluru',
  trackingNumber: null,
  invoiceNumber: null,
  source: 'web',
  codConfirmation: null,
};

/** The page's visible text, tags dropped. */
const textOf = (html: string) =>
  html
    .replace(/<br\s*\/?>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

function dashboardText() {
  const client = new QueryClient();
  client.setQueryData(latestOrdersQueryOptions().queryKey, [latest]);
  return textOf(
    renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(QueryClientProvider, { client }, createElement(LatestOrders)),
      ),
    ),
  );
}

function ordersListText() {
  return textOf(
    renderToStaticMarkup(
      createElement(OrdersList, {
        orders: [row],
        selected: new Set<string>(),
        allSelected: false,
        onToggle: () => {},
        onToggleAll: () => {},
        statusSelect: () => null,
        actions: () => null,
      }),
    ),
  );
}

const machineZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = machineZone;
});

describe('one clock for an order across admin screens', () => {
  for (const zone of ['UTC', 'America/New_York', 'Asia/Kolkata']) {
    it(`shows 11 Mar 2026, 4:29 am on the dashboard and in the orders list (computer in ${zone})`, () => {
      // Node reads TZ again when it changes, as a browser in that zone would format.
      process.env.TZ = zone;
      const dashboard = dashboardText();
      const list = ordersListText();
      expect(dashboard).toContain('11 Mar 2026, 4:29 am');
      // Phones and tablets: one line; the desktop table: the day above the time.
      expect(list).toContain('11 Mar 2026, 4:29 am');
      expect(list).toContain('11 Mar 2026 4:29 am');
    });
  }
});
