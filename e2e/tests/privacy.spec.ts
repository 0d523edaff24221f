import { readFile } from 'node:fs/promises';
import {
  apiSetOrderStatus,
  customerWithCodOrder,
  expect,
  shopperAddress,
  signIn,
  test,
} from './fixtures.ts';

// A customer's data rights and the grievance officer (docs/legal-compliance.md): the notice,
// a consent, a copy of their data, a complaint with its ticket, and erasing the account while
// the shop keeps the tax invoice (docs/decisions/data-export-and-erasure.md).

test('a customer reads the notice, changes a consent, downloads their data, complains and erases the account; the owner keeps the invoice', async ({
  page,
  request,
  adminToken,
  ownerPage: owner,
}) => {
  const { customer, order } = await customerWithCodOrder(request, { name: 'Meera Rudder' });
  // Delivered, so the order is finished and its tax invoice issued.
  await apiSetOrderStatus(request, adminToken, order.id, 'processing', 'shipped', 'delivered');
  await signIn(page, customer);

  // The privacy notice, itemised, from the footer of any page.
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /privacy/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page.getByText(/Version \d+, updated/).first()).toBeVisible();

  // One consent, turned on by a clear act (it starts off), recorded with the notice version.
  await page.goto('/privacy-and-data');
  const offers = page.getByRole('switch', { name: /Offers by email/ });
  await expect(offers).toHaveAttribute('aria-checked', 'false');
  await offers.click();
  await expect(offers).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText(/Agreed on .* under privacy notice version \d+/)).toBeVisible();
  const consents = await request.get('/api/me/consents', { headers: customer.headers });
  expect((await consents.json()).data.consents).toContainEqual(
    expect.objectContaining({ purpose: 'email_offers', granted: true }),
  );

  // A copy of everything the shop holds about them, as one file.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^propwash-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await file.path())!, 'utf8'));
  expect(data.account.profile.email).toBe(customer.email);
  expect(data.orders.map((o: { orderNumber: string }) => o.orderNumber)).toContain(
    order.orderNumber,
  );

  // A complaint to the grievance officer gets a ticket the customer can look up.
  await page.goto('/grievance');
  await expect(page.getByRole('heading', { name: 'Grievance officer', exact: true })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(customer.email);
  await page.getByLabel('Order number (optional)').fill(order.orderNumber);
  await page.getByLabel('Subject').fill('Propeller arrived cracked');
  await page
    .getByLabel('Your complaint')
    .fill('One of the two propellers in the box was cracked at the hub.');
  await page.getByRole('button', { name: 'Send complaint' }).click();
  const ticket = page.getByText(/^GRV-[A-HJ-NP-Z2-9]{8}$/);
  await expect(ticket).toBeVisible();
  const ticketNumber = (await ticket.textContent())!.trim();
  const lookup = await request.get(
    `/api/grievances/lookup?ticket=${ticketNumber}&email=${encodeURIComponent(customer.email)}`,
  );
  expect(lookup.status()).toBe(200);
  expect((await lookup.json()).data).toMatchObject({ status: 'open' });

  // Erasing the account: confirmed with the password, then signed out for good.
  await page.goto('/privacy-and-data');
  await page.getByRole('button', { name: 'Erase my account…' }).click();
  await page.getByLabel('Your password').fill(customer.password);
  await page.getByRole('button', { name: 'Erase my account for good' }).click();
  await expect(page.getByRole('heading', { name: 'Your account has been erased' })).toBeVisible();
  const login = await request.post('/api/auth/login', {
    data: { email: customer.email, password: customer.password },
    headers: shopperAddress(),
  });
  expect(login.status()).toBe(401);
  const oldSession = await request.get('/api/auth/me', { headers: customer.headers });
  expect(oldSession.status()).toBe(401);

  // The owner still finds the order by its number, with its invoice.
  await owner.goto(`/admin/orders?search=${order.orderNumber}`);
  const row = owner.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(row).toBeVisible();
  await owner.goto(`/admin/orders/${order.id}`);
  const invoiceMenu = owner.getByRole('button', { name: /invoice/i });
  await expect(invoiceMenu).toHaveCount(1);
  // The printable invoice still names the buyer as issued (tax documents are kept as issued).
  const invoice = await request.get(`/api/orders/${order.id}/invoice`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(invoice.status()).toBe(200);
  const html = await invoice.text();
  expect(html).toContain(order.orderNumber);
  expect(html).toContain('Meera Rudder');
});
