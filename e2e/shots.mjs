import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4799';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run'] });
async function login(email, password) {
  const r = await fetch(base + '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  return (await r.json()).data;
}
const admin = await login('admin@propwash.in', 'admin-pass-123');
// a customer
const email = `shot-${Date.now()}@example.com`;
await fetch(base + '/api/auth/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Kiran Servo', email, password: 'servo-pass-2026', phone: '9845012345' }) });
const cust = await login(email, 'servo-pass-2026');
const shots = JSON.parse(process.argv[2]);
for (const [name, path, who, width] of shots) {
  const ctx = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
  const session = who === 'admin' ? admin : who === 'cust' ? cust : null;
  if (session) await ctx.addInitScript(([t, u]) => { localStorage.setItem('token', t); localStorage.setItem('user', u); localStorage.setItem('notificationPrompt:admin', 'later'); }, [session.token, JSON.stringify(session.user)]);
  const page = await ctx.newPage();
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: name.endsWith('full') });
  await ctx.close();
}
await browser.close();
