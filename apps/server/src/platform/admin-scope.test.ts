import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

// Every route registered in the admin scope, walked from the app's own route table, so a route
// added later is checked without anyone remembering to list it here.
let asCustomer: { authorization: string };
const session = useTestApp({
  setup: async (t) => {
    asCustomer = await t.loginAs(await t.makeUser());
  },
});

const sample = (url: string) =>
  url.replace(/:[A-Za-z]+/g, (param) =>
    param === ':id' || param.endsWith('Id') ? '00000000-0000-4000-8000-000000000000' : 'x',
  );

describe('the admin scope', () => {
  it('holds the admin routes', () => {
    expect(session.t.adminRoutes.length).toBeGreaterThan(10);
    expect(session.t.adminRoutes).toContainEqual({ method: 'GET', url: '/api/auth/users' });
  });

  it('answers 401 to a visitor and 403 to a customer on every admin route', async () => {
    const failures: string[] = [];
    for (const route of session.t.adminRoutes) {
      const url = sample(route.url);
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const visitor = await session.t.app.inject({
        method,
        url,
        payload: method === 'GET' ? undefined : {},
      });
      const customer = await session.t.app.inject({
        method,
        url,
        headers: asCustomer,
        payload: method === 'GET' ? undefined : {},
      });
      if (visitor.statusCode !== 401)
        failures.push(`${route.method} ${route.url}: visitor ${visitor.statusCode}`);
      if (customer.statusCode !== 403)
        failures.push(`${route.method} ${route.url}: customer ${customer.statusCode}`);
      else if (customer.json().error.message !== 'Access denied. Admin privileges required.') {
        failures.push(`${route.method} ${route.url}: message ${customer.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('tags every admin route "admin" in the API docs and nothing outside the scope', async () => {
    const spec = session.t.app.swagger() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const documented = Object.entries(spec.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.tags?.includes('admin'))
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const scoped = session.t.adminRoutes.map((r) => `${r.method} ${r.url}`);
    // Invoices answer their owner and admins alike, so they live outside the admin-only scope.
    const sharedWithOwners = documented.filter((r) => r.includes('/invoice'));
    expect(documented.filter((r) => !sharedWithOwners.includes(r)).sort()).toEqual(
      [...scoped].sort(),
    );
  });
});
