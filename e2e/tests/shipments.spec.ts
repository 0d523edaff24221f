import { customerWithCodOrder, expect, signedInPage, test } from './fixtures.ts';

// Shipments and couriers (docs/decisions/shipments-and-couriers.md): the owner ships an order with a courier, the
// courier's tracking update arrives at the webhook, and the customer follows it on /track.

test('the owner ships an order by courier, a tracking update arrives, and the customer sees it on /track', async ({
  browser,
  request,
  adminToken,
  ownerPage: admin,
}) => {
  const { customer: pilot, order } = await customerWithCodOrder(request);
  const awb = `BD${Date.now().toString().slice(-10)}`;

  await admin.goto(`/admin/orders/${order.id}`);
  const form = admin.getByRole('form', { name: 'Create shipment' });
  await form.getByLabel('Carrier').selectOption('manual');
  await form.getByLabel('Courier', { exact: true }).fill('Blue Dart');
  await form.getByLabel('AWB number').fill(awb);
  await form.getByRole('button', { name: 'Create shipment' }).click();
  await expect(admin.getByText(`Shipment created (AWB ${awb})`)).toBeVisible();
  await expect(admin.getByRole('heading', { level: 1 })).toContainText('SHIPPED');
  await expect(admin.getByText(`Booked with Blue Dart, AWB ${awb}`)).toBeVisible();

  // The courier account's webhook token, as the owner would set it in Settings.
  const saved = await request.put('/api/shipping/admin/courier-settings', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { shiprocketEmail: '', pickupLocation: 'Primary', webhookToken: 'e2e-courier-token' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  // Shiprocket's tracking update for the parcel (its webhook body, its token header).
  const ist = new Date(Date.now() + 330 * 60_000).toISOString();
  const stamp = `${ist.slice(8, 10)} ${ist.slice(5, 7)} ${ist.slice(0, 4)} ${ist.slice(11, 19)}`;
  const update = await request.post('/api/shipping/webhook/shiprocket', {
    headers: { 'x-api-key': 'e2e-courier-token' },
    data: {
      awb,
      courier_name: 'Blue Dart',
      current_status: 'OUT FOR DELIVERY',
      current_status_id: 17,
      current_timestamp: stamp,
      scans: [{ location: 'Koramangala Hub', activity: 'Out for delivery' }],
    },
  });
  expect(update.ok(), await update.text()).toBe(true);
  expect((await update.json()).data).toMatchObject({
    applied: true,
    orderStatus: 'out_for_delivery',
  });

  const customer = await signedInPage(browser, pilot.session);
  await customer.goto(`/track/${order.orderNumber}`);
  const courier = customer.getByRole('region', { name: 'Courier' });
  await expect(courier).toContainText('Blue Dart');
  await expect(courier).toContainText(awb);
  await expect(courier).toContainText('OUT FOR DELIVERY');
  await expect(courier).toContainText('Koramangala Hub');
  await expect(courier.getByRole('link', { name: 'Track with Blue Dart' })).toHaveAttribute(
    'href',
    new RegExp(`/track/${order.orderNumber}$`),
  );
  await expect(customer.getByText('OUT FOR DELIVERY').first()).toBeVisible();
});
