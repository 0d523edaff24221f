import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4801';
const out = '/tmp/notices-shots';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
const only = process.argv[2];
async function shot(name, path, width, opts = {}) {
  const ctx = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, deviceScaleFactor: 1 });
  if (opts.session) {
    await ctx.addInitScript(([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
      localStorage.setItem('notificationPrompt:admin', 'later');
    }, [opts.session.token, JSON.stringify(opts.session.user)]);
  }
  const page = await ctx.newPage();
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  if (opts.act) await opts.act(page);
  if (opts.selector) {
    const el = page.locator(opts.selector).first();
    await el.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await el.screenshot({ path: `${out}/${name}.png` });
  } else if (opts.parts) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const step = width < 500 ? 1400 : 1000;
    for (let y = 0, n = 0; y < height; y += step, n++) {
      await page.screenshot({
        path: `${out}/${name}-${n}.png`,
        fullPage: true,
        clip: { x: 0, y, width, height: Math.min(step, height - y) },
      });
    }
  } else {
    await page.screenshot({ path: `${out}/${name}.png`, fullPage: opts.full ?? true });
  }
  await ctx.close();
}
const login = await (await fetch(base + '/api/auth/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@propwash.in', password: 'admin-pass-123' }),
})).json();
const session = login.data;
const jobs = {
  privacyDesktop: () => shot('privacy-desktop', '/privacy', 1280, { parts: true }),
  privacyPhone: () => shot('privacy-phone', '/privacy', 390, { parts: true }),
  termsDesktop: () => shot('terms-desktop', '/terms', 1280, { parts: true }),
  termsPhone: () => shot('terms-phone', '/terms', 390, { parts: true }),
  footerPhone: () => shot('footer-phone', '/privacy', 390, { selector: 'footer' }),
  footerDesktop: () => shot('footer-desktop', '/', 1280, { selector: 'footer' }),
  adminDesktop: () =>
    shot('admin-legal-desktop', '/admin/settings', 1280, {
      session,
      act: async (p) => { await p.getByRole('tab', { name: 'Legal and privacy' }).click(); await p.waitForTimeout(800); },
    }),
  adminPhone: () =>
    shot('admin-legal-phone', '/admin/settings', 390, {
      session,
      act: async (p) => { await p.getByRole('tab', { name: 'Legal and privacy' }).click(); await p.waitForTimeout(800); },
    }),
  oldVersion: () => shot('privacy-v1-phone', '/privacy/v/1', 390, { full: false }),
};
for (const [name, job] of Object.entries(jobs)) {
  if (only && !only.split(',').includes(name)) continue;
  try { await job(); console.log('ok', name); } catch (e) { console.log('FAIL', name, e.message); }
}
await browser.close();
