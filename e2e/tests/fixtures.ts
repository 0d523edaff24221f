import { test as base, expect, type APIRequestContext } from '@playwright/test';

export const adminCredentials = {
  email: process.env.E2E_ADMIN_EMAIL!,
  password: process.env.E2E_ADMIN_PASSWORD!,
};

/** Signs in through the API (no UI) and returns the bearer token and user. */
export async function apiLogin(
  request: APIRequestContext,
  creds: { email: string; password: string },
) {
  const res = await request.post('/api/auth/login', { data: creds });
  expect(res.ok(), await res.text()).toBe(true);
  const body = await res.json();
  return body.data as { token: string; user: { id: string; name: string; role: string } };
}

export const test = base.extend<{ adminToken: string }>({
  adminToken: async ({ request }, use) => {
    const { token } = await apiLogin(request, adminCredentials);
    await use(token);
    await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  },
});
export { expect };
