import { apiSetOrderStatus, customerWithCodOrder, expect, signIn, test } from './fixtures.ts';

// Returns and replacements (docs/decisions.md, "Returns and replacements").

/** A 2 × 2 PNG, red: the customer's photo of the damage. */
const CRACK_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWO4o6Z2R02NAUIBACNGBKHVIVT8AAAAAElFTkSuQmCC';

test('a customer asks for a replacement of a delivered plane and the shop sends one as a linked ₹0 order', async ({
  page,
  request,
  adminToken,
  ownerPage: admin,
}) => {
  // Two signed-in browsers and eight steps on a shared 2-core machine.
  test.slow();
  // A fresh customer whose cash-on-delivery plane the shop has delivered (through the API).
  const { customer: pilot, order } = await customerWithCodOrder(request, {
    productQuery: 'limit=40&availability=instock&category=airplanes',
  });
  await apiSetOrderStatus(request, adminToken, order.id, 'processing', 'shipped', 'delivered');
  const { token } = pilot;

  await signIn(page, pilot);
  await page.goto(`/order/${order.id}`);
  await page.getByRole('button', { name: 'Return or replace' }).click();
  const dialog = page.getByRole('dialog', { name: 'Return or replace items' });
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByLabel('Replacement').check();
  await dialog.getByLabel('Reason').selectOption('damaged');
  await dialog.getByLabel('Note').fill('The wing arrived cracked at the root.');
  // A photo of the damage, kept large for the owner in a folder of its own.
  await dialog.getByLabel('Add photo').setInputFiles({
    name: 'cracked-wing.png',
    mimeType: 'image/png',
    buffer: Buffer.from(CRACK_PNG, 'base64'),
  });
  await expect(dialog.locator('img[src^="/uploads/returns/"]')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  const returns = page.getByRole('region', { name: 'Returns' });
  await expect(returns.getByText('Replacement · Arrived damaged')).toBeVisible();
  await expect(returns.getByText('Requested', { exact: true })).toBeVisible();

  await admin.goto(`/admin/returns?q=${order.orderNumber}`);
  await admin.getByRole('button', { name: `Open return for ${order.orderNumber}` }).click();
  await expect(admin.getByRole('dialog').getByAltText("Customer's photo")).toHaveAttribute(
    'src',
    /^\/uploads\/returns\/[0-9a-f-]+\.webp$/,
  );
  for (const step of ['Approved', 'Picked up', 'Received', 'Replaced']) {
    const panel = admin.getByRole('dialog');
    await panel.getByLabel('Next step').selectOption({ label: step });
    if (step === 'Replaced')
      await panel.getByLabel(/Message to the customer/).fill('New plane packed');
    await panel.getByRole('button', { name: `Mark ${step.toLowerCase()}` }).click();
    await expect(admin.getByText(`Return ${step.toLowerCase()}`)).toBeVisible();
    await expect(panel).toBeHidden();
    if (step !== 'Replaced') {
      await admin.getByRole('button', { name: `Open return for ${order.orderNumber}` }).click();
    }
  }
  await expect(admin.getByRole('cell', { name: 'Replaced' })).toBeVisible();
  await admin.context().close();

  // The customer sees the replacement order, at no charge.
  await page.reload();
  await expect(returns.getByText('Replaced', { exact: true })).toBeVisible();
  const link = returns.getByRole('link', { name: /Replacement order #PW-/ });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: /Order #PW-/ })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(order.id));

  const listed = await request.get(`/api/orders/${order.id}/returns`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [ret] = (await listed.json()).data as { replacementOrder: { id: string } }[];
  const replacement = await request.get(`/api/orders/${ret!.replacementOrder.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await replacement.json()).data as { summary: { total: number }; status: string };
  expect(body.summary.total).toBe(0);
  expect(body.status).toBe('confirmed');
});
