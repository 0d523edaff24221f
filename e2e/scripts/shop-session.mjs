// What the screenshot scripts do before they look at a page: call the shop's JSON API, sign in
// through it, and open browser contexts whose pages start with that session stored where the
// storefront and the admin keep it (local storage token and user).

/** A JSON call to the shop at `base`; answers the parsed body. */
export function shopApi(base) {
  return async (url, init = {}) => {
    const res = await fetch(base + url, {
      ...init,
      headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
    });
    return res.json();
  };
}

/** Signs in through the API: the token, the user and the bearer header. */
export async function apiSignIn(base, creds) {
  const login = await shopApi(base)('/api/auth/login', {
    method: 'POST',
    body: JSON.stringify(creds),
  });
  const { token, user } = login.data;
  return { token, user, auth: { authorization: `Bearer ${token}` } };
}

/** The demo customer the seed creates. */
export const demoCustomer = { email: 'demo@propwash.in', password: 'propwash-demo' };

/**
 * A browser context (Playwright newContext options) whose pages open signed in; `alsoStored`
 * adds other local storage entries (an answered notification prompt, say).
 */
export async function signedInContext(browser, session, options = {}, alsoStored = {}) {
  const context = await browser.newContext(options);
  await context.addInitScript(
    ([t, u, also]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
      for (const [key, value] of Object.entries(also)) localStorage.setItem(key, value);
    },
    [session.token, JSON.stringify(session.user), alsoStored],
  );
  return context;
}
