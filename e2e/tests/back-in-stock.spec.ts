import { apiCustomer, expect, signedInPage, test, uniqueId } from './fixtures.ts';

/** What the WhatsApp stand-in accepted (e2e/support/whatsapp-stand-in.ts). */
type Sent = { to: string; template: string | null; params: string[] };
const standIn = `http://127.0.0.1:${process.env.E2E_WHATSAPP_PORT}`;

// Back in stock (docs/decisions/back-in-stock.md): shoppers on a sold-out model's page ask to be
// told (a guest by email, a signed-in customer with the offers consent on WhatsApp); the owner
// restocks it on the Inventory screen; each one message links back to the product page.
test.describe('back in stock', () => {
  test('a guest and a WhatsApp shopper ask about a sold-out glider, the owner restocks it, both messages link back', async ({
    browser,
    page,
    ownerPage,
    adminToken,
    request,
  }) => {
    const admin = { authorization: `Bearer ${adminToken}` };
    const id = uniqueId();
    const name = `Skyhawk Glider ${id}`;
    const created = await request.post('/api/products', {
      headers: admin,
      data: {
        name,
        category: 'drones',
        price: 4599,
        stock: 2,
        description: 'A two-metre thermal glider.',
        countryOfOrigin: 'China',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const product = (await created.json()).data as { id: string; slug: string };
    // Sold out through the admin API.
    const soldOut = await request.put(`/api/inventory/${product.id}/stock`, {
      headers: admin,
      data: { quantity: 0, reason: 'Sold at the flying field' },
    });
    expect(soldOut.ok(), await soldOut.text()).toBe(true);

    const email = `glider-fan-${id}@example.com`;
    await page.goto(`/products/${product.slug}`);
    await expect(page.getByText('Out of Stock')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    const form = page.getByRole('form', { name: /Sold out for now/ });
    await form.getByRole('textbox', { name: 'Your email' }).fill(email);
    await form.getByRole('button', { name: "Notify me when it's back" }).click();
    await expect(page.getByRole('status').filter({ hasText: 'email you' })).toHaveText(
      "We'll email you when it's back",
    );

    // A signed-in shopper with her mobile number and "Offers and reminders on WhatsApp" granted
    // taps once: no email field, the answer says WhatsApp.
    const pilot = await apiCustomer(request, 'Meera Monocoque');
    const phone = `9${String(Date.now()).slice(-7)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
    const profile = await request.put('/api/auth/profile', {
      headers: pilot.headers,
      data: { name: pilot.name, phone },
    });
    expect(profile.ok(), await profile.text()).toBe(true);
    const consent = await request.put('/api/me/consents/whatsapp_offers', {
      headers: pilot.headers,
      data: { granted: true },
    });
    expect(consent.ok(), await consent.text()).toBe(true);
    const shopper = await signedInPage(browser, pilot.session);
    await shopper.goto(`/products/${product.slug}`);
    const hers = shopper.getByRole('form', { name: /Sold out for now/ });
    await expect(hers.getByRole('textbox', { name: 'Your email' })).toHaveCount(0);
    await hers.getByRole('button', { name: "Notify me when it's back" }).click();
    await expect(shopper.getByRole('status').filter({ hasText: 'WhatsApp' })).toHaveText(
      "We'll tell you on WhatsApp when it's back",
    );

    // The owner sees both shoppers waiting, then restocks on the Inventory screen.
    await ownerPage.goto('/admin/waiting');
    await expect(ownerPage.getByRole('heading', { name: 'Waiting for stock' })).toBeVisible();
    await expect(ownerPage.getByRole('row', { name: new RegExp(name) })).toContainText('2');
    await ownerPage.getByRole('link', { name: 'Inventory' }).click();
    await ownerPage.getByRole('searchbox', { name: /Search products by name or SKU/ }).fill(name);
    await ownerPage
      .getByRole('button', { name: `Set stock of ${name}` })
      .last()
      .click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Set stock' });
    await dialog.getByLabel('New stock quantity').fill('6');
    await dialog.getByLabel('Reason').fill('New shipment from the importer');
    await dialog.getByRole('button', { name: 'Save stock' }).click();
    await expect(ownerPage.getByText(`Stock updated: ${name} now has 6`)).toBeVisible();

    // The stored job tells the shopper once (the e2e server polls its queues every 2 s).
    let link = '';
    await expect
      .poll(
        async () => {
          const outbox = await request.get(`/api/outbox?to=${encodeURIComponent(email)}`, {
            headers: admin,
          });
          const emails = (await outbox.json()).data.emails as { subject: string; text: string }[];
          const told = emails.filter((e) => e.subject === `${name} is back in stock`);
          link = /Buy it here: (\S+)/.exec(told[0]?.text ?? '')?.[1] ?? '';
          return told.length;
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    const url = new URL(link);
    expect(url.pathname).toBe(`/products/${product.slug}`);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('In stock', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await expect(page.getByRole('form', { name: /Sold out for now/ })).toHaveCount(0);

    // Her one WhatsApp message, the back_in_stock template: the glider, the shop, the link.
    let message: Sent | undefined;
    await expect
      .poll(
        async () => {
          const sent = (await (await request.get(`${standIn}/__sent`)).json()) as Sent[];
          const hersSent = sent.filter((m) => m.to === `91${phone}`);
          message = hersSent[0];
          return hersSent.map((m) => m.template);
        },
        { timeout: 20_000 },
      )
      .toEqual(['back_in_stock']);
    expect(message!.params[0]).toBe(name);
    const sentLink = new URL(message!.params[2]!);
    expect(sentLink.pathname).toBe(`/products/${product.slug}`);
    await shopper.goto(`${sentLink.pathname}${sentLink.search}`);
    await expect(shopper.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(shopper.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    // WhatsApp instead of email, not both.
    const herOutbox = await request.get(`/api/outbox?to=${encodeURIComponent(pilot.email)}`, {
      headers: admin,
    });
    const herEmails = (await herOutbox.json()).data.emails as { subject: string }[];
    expect(herEmails.filter((e) => e.subject === `${name} is back in stock`)).toHaveLength(0);
    await shopper.context().close();

    // No one waits any more.
    const waiting = await request.get('/api/products/admin/waiting', { headers: admin });
    const items = (await waiting.json()).data.items as { productId: string }[];
    expect(items.some((i) => i.productId === product.id)).toBe(false);
  });
});
