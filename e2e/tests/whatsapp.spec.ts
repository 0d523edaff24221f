import type { APIRequestContext } from '@playwright/test';
import {
  apiAddToCart,
  apiCustomer,
  apiPlaceCodOrder,
  expect,
  plainProducts,
  signedInPage,
  test,
} from './fixtures.ts';

// Cash-on-delivery confirmation on WhatsApp (docs/decisions/whatsapp.md): the shop's messages go
// to the Cloud API stand-in playwright.config.ts starts (e2e/support/whatsapp-stand-in.ts), which
// lists them at /__sent and delivers Meta's signed webhook with POST /__deliver.

const standIn = `http://127.0.0.1:${process.env.E2E_WHATSAPP_PORT}`;

type Sent = {
  wamid: string;
  to: string;
  type: 'template' | 'text';
  template: string | null;
  params: string[];
  buttons: { payload: string }[];
  text: string | null;
};

async function sentTo(request: APIRequestContext, to: string): Promise<Sent[]> {
  const res = await request.get(`${standIn}/__sent`);
  return ((await res.json()) as Sent[]).filter((s) => s.to === to);
}

const off = {
  enabled: false,
  aboveAmountPaise: null,
  firstTimeCustomers: false,
  cancelAfterHours: 24,
};

test('a shopper who chose WhatsApp updates confirms a waiting COD order with its button', async ({
  browser,
  request,
  adminToken,
}) => {
  test.setTimeout(120_000);
  const admin = { authorization: `Bearer ${adminToken}` };
  const [product] = (
    await plainProducts<{ id: string; price: number; stock: number }>(
      request,
      'limit=40&availability=instock',
    )
  )
    .filter((p) => p.stock >= 2 && p.price >= 2_000 && p.price <= 45_000)
    .sort((a, b) => b.price - a.price);
  expect(product, 'an in-stock product for a COD order').toBeTruthy();
  try {
    // Only orders as dear as this one wait: other stories' cheaper orders stay as they were.
    const set = await request.put('/api/settings/admin/codConfirmation', {
      headers: admin,
      data: { ...off, enabled: true, aboveAmountPaise: (product!.price - 1) * 100 },
    });
    expect(set.ok(), await set.text()).toBe(true);

    // The shopper gives her mobile number and agrees to order updates on WhatsApp.
    const pilot = await apiCustomer(request, 'Meera Monocoque');
    const phone = `9${String(Date.now()).slice(-9)}`;
    const profile = await request.put('/api/auth/profile', {
      headers: pilot.headers,
      data: { name: pilot.name, phone },
    });
    expect(profile.ok(), await profile.text()).toBe(true);
    const consent = await request.put('/api/me/consents/whatsapp_updates', {
      headers: pilot.headers,
      data: { granted: true },
    });
    expect(consent.ok(), await consent.text()).toBe(true);
    await apiAddToCart(request, pilot, product!.id);
    const order = await apiPlaceCodOrder(request, pilot);

    // WhatsApp asks her to confirm, with the two buttons.
    let ask: Sent | undefined;
    await expect
      .poll(async () => {
        ask = (await sentTo(request, `91${phone}`)).find((s) => s.template === 'cod_confirmation');
        return ask?.params[1];
      })
      .toBe(order.orderNumber);
    expect(ask!.buttons.map((b) => b.payload)).toEqual([
      `cod-confirm:${order.id}`,
      `cod-cancel:${order.id}`,
    ]);

    // She taps "Confirm order": Meta's signed webhook reaches the shop.
    const tap = await request.post(`${standIn}/__deliver`, {
      data: {
        body: {
          object: 'whatsapp_business_account',
          entry: [
            {
              id: 'WABA',
              changes: [
                {
                  field: 'messages',
                  value: {
                    messaging_product: 'whatsapp',
                    messages: [
                      {
                        from: `91${phone}`,
                        id: `wamid.e2e-${Date.now()}`,
                        timestamp: String(Math.floor(Date.now() / 1000)),
                        type: 'button',
                        context: { id: ask!.wamid },
                        button: { payload: ask!.buttons[0]!.payload, text: 'Confirm order' },
                      },
                    ],
                  },
                },
              ],
            },
          ],
        },
      },
    });
    expect((await tap.json()).status).toBe(200);

    // The shop answers on WhatsApp, and her order page no longer asks.
    await expect
      .poll(async () => (await sentTo(request, `91${phone}`)).find((s) => s.type === 'text')?.text)
      .toContain(`${order.orderNumber} is confirmed`);
    const shopper = await signedInPage(browser, pilot.session);
    await shopper.goto(`/order/${order.id}`);
    await expect(shopper.getByRole('region', { name: 'Order Timeline' })).toContainText(
      'Cash on delivery confirmed by the customer (WhatsApp)',
    );
    await expect(
      shopper.getByRole('heading', { name: 'Waiting for your confirmation' }),
    ).toHaveCount(0);
  } finally {
    const reset = await request.put('/api/settings/admin/codConfirmation', {
      headers: admin,
      data: off,
    });
    expect(reset.ok(), await reset.text()).toBe(true);
  }
});
