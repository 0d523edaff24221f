// The admin's order screens, for links from any screen (dashboard, orders, live notices).

/** The orders list and one order's page. */
export const orderPaths = {
  list: () => '/admin/orders',
  detail: (id: string) => `/admin/orders/${encodeURIComponent(id)}`,
};
