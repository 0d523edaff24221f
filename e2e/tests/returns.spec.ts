import type { APIRequestContext, Page } from '@playwright/test';
import { apiSetOrderStatus, customerWithCodOrder, expect, signIn, test } from './fixtures.ts';

// Returns and replacements (docs/decisions/returns-and-replacements.md).

/** A 2 × 2 PNG, red: the customer's photo of the damage. */
const CRACK_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWO4o6Z2R02NAUIBACNGBKHVIVT8AAAAAElFTkSuQmCC';

/**
 * A fresh customer whose cash-on-delivery plane the shop has delivered (through the API), signed
 * in on `page` at that order with its "Return or replace" form open and the first line ticked.
 */
async function returnFormForDeliveredPlane(
  page: Page,
  request: APIRequestContext,
  adminToken: string,
) {
  const { customer: pilot, order } = await customerWithCodOrder(request, {
    productQuery: 'limit=40&availability=instock&category=airplanes',
  });
  await apiSetOrderStatus(request, adminToken, order.id, 'processing', 'shipped', 'delivered');
  await signIn(page, pilot);
  await page.goto(`/order/${order.id}`);
  await page.getByRole('button', { name: 'Return or replace' }).click();
  const dialog = page.getByRole('dialog', { name: 'Return or replace items' });
  await dialog.getByRole('checkbox').first().check();
  return { pilot, order, dialog };
}

test('a customer asks for a replacement of a delivered plane and the shop sends one as a linked ₹0 order', async ({
  page,
  request,
  adminToken,
  ownerPage: admin,
}) => {
  // Two signed-in browsers and eight steps on a shared 2-core machine.
  test.slow();
  const { pilot, order, dialog } = await returnFormForDeliveredPlane(page, request, adminToken);
  const { token } = pilot;
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

test('a cash-on-delivery customer says where to refund, and sees the transfer reference the shop paid with', async ({
  page,
  request,
  adminToken,
  ownerPage: admin,
}) => {
  test.slow();
  const { pilot, order, dialog } = await returnFormForDeliveredPlane(page, request, adminToken);
  await dialog.getByLabel('Refund', { exact: true }).check();
  await dialog.getByLabel('Reason').selectOption('defective');
  // Paid in cash: the form asks where the money goes, and refuses an account it cannot pay.
  await expect(dialog.getByText('Where should we send the refund?')).toBeVisible();
  await dialog.getByLabel('Bank account').check();
  await dialog.getByLabel('Account holder').fill(pilot.name);
  await dialog.getByLabel('Account number').fill('50100012345678');
  await dialog.getByLabel('IFSC').fill('HDFC1001234');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Enter the 11-character IFSC, like SBIN0001234',
  );
  await dialog.getByLabel('IFSC').fill('hdfc0001234');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  const returns = page.getByRole('region', { name: 'Returns' });
  await expect(returns.getByText('Refund to Bank account ••••5678 (HDFC)')).toBeVisible();

  await admin.goto(`/admin/returns?q=${order.orderNumber}`);
  for (const step of ['Approved', 'Picked up', 'Received', 'Refunded']) {
    await admin.getByRole('button', { name: `Open return for ${order.orderNumber}` }).click();
    const panel = admin.getByRole('dialog');
    await panel.getByLabel('Next step').selectOption({ label: step });
    if (step === 'Refunded') {
      await expect(panel.getByText('Bank account ••••5678 (HDFC)')).toBeVisible();
      await panel.getByRole('button', { name: 'Show details to pay' }).click();
      await expect(panel.getByText('50100012345678')).toBeVisible();
      await panel.getByLabel(/Transfer reference/).fill('HDFCN52026120612345');
    }
    await panel.getByRole('button', { name: `Mark ${step.toLowerCase()}` }).click();
    await expect(admin.getByText(`Return ${step.toLowerCase()}`)).toBeVisible();
    await expect(panel).toBeHidden();
  }
  await admin.context().close();

  await page.reload();
  await expect(returns.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(returns.getByText('HDFCN52026120612345', { exact: true })).toBeVisible();
});
