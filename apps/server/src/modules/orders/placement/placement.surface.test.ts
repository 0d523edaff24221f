import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { indiaDayPlus } from '@propwash/domain/india-time';
import { defaultSettings } from '@propwash/domain/settings/defaults';
import { useTestAppWithAdmin, testShipping as shipping } from '../../../test/test-app.ts';

// Goods that ship by surface (docs/decisions/goods-that-ship-by-surface.md): LiPo batteries and fuel may not fly, so a cart
// holding one cannot have express, and standard takes the shop's surface days longer.

const session = useTestAppWithAdmin({ paymentMethods: true });

type Headers = { authorization: string };
const customer = async () => session.t.loginAs(await session.t.makeUser());
const addToCart = (headers: Headers, productId: string) =>
  session.t.addToCart(headers, { productId, quantity: 1 });
const quote = (headers: Headers, shippingMethod: 'standard' | 'express') =>
  session.t.app.inject({
    method: 'POST',
    url: '/api/checkout/quote',
    headers,
    payload: { state: 'Karnataka', shippingMethod },
  });
const placeOrder = (headers: Headers, shippingMethod: 'standard' | 'express') =>
  session.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: { shipping, payment: { method: 'cod' }, shippingMethod },
  });
const lipo = () =>
  session.t.makeProduct({
    name: 'LiPo 3S 2200mAh',
    pricePaise: 189_900,
    originalPricePaise: 189_900,
    shipsBySurface: true,
  });
const refusal =
  'Express delivery is not available: LiPo 3S 2200mAh ships by surface only (road), so choose Standard delivery';
// Karnataka is in the 2-day metro zone; the default surface days are 3.
const standardDays = 2;
const surfaceDays = defaultSettings.shipping.surfaceExtraDays;

describe('a cart with goods that ship by surface only', () => {
  it('is refused express at the quote, naming the product, and told why on a standard quote', async () => {
    const headers = await customer();
    const battery = await lipo();
    await addToCart(headers, (await session.t.makeProduct({ name: 'APC 10x7 Propeller' })).id);
    await addToCart(headers, battery.id);

    const express = await quote(headers, 'express');
    expect(express.statusCode).toBe(400);
    expect(express.json().error).toMatchObject({
      type: 'VALIDATION_FAILED',
      message: refusal,
      details: { surfaceOnly: [{ productId: battery.id, name: 'LiPo 3S 2200mAh' }] },
    });

    const standard = await quote(headers, 'standard');
    expect(standard.statusCode).toBe(200);
    expect(standard.json().data).toMatchObject({
      expressUnavailable: refusal,
      deliveryDays: { min: standardDays + surfaceDays, max: standardDays + surfaceDays },
    });
  });

  it('is refused express at the order, and a standard order is placed with the surface days in its estimate', async () => {
    const headers = await customer();
    const battery = await lipo();
    await addToCart(headers, battery.id);

    const express = await placeOrder(headers, 'express');
    expect(express.statusCode).toBe(400);
    expect(express.json().error.message).toBe(refusal);
    // Nothing was taken: the cart still holds the battery.
    const cart = await session.t.app.inject({ method: 'GET', url: '/api/cart', headers });
    expect(cart.json().data.items).toHaveLength(1);

    const before = indiaDayPlus(new Date(), standardDays + surfaceDays);
    const standard = await placeOrder(headers, 'standard');
    const after = indiaDayPlus(new Date(), standardDays + surfaceDays);
    expect(standard.statusCode, standard.body).toBe(201);
    const order = standard.json().data.order;
    expect(order.shipping.method).toBe('standard');
    expect([before, after]).toContain(order.shipping.estimatedDelivery);
  });

  it('names every surface-only product in the refusal', async () => {
    const headers = await customer();
    await addToCart(headers, (await lipo()).id);
    const fuel = await session.t.makeProduct({ name: 'Nitro Fuel 1 L', shipsBySurface: true });
    await addToCart(headers, fuel.id);
    const res = await placeOrder(headers, 'express');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Express delivery is not available: LiPo 3S 2200mAh and Nitro Fuel 1 L ship by surface only (road), so choose Standard delivery',
    );
  });
});

describe('a cart without such goods', () => {
  it('keeps express and the usual days', async () => {
    const headers = await customer();
    await addToCart(headers, (await session.t.makeProduct({ pricePaise: 50_000 })).id);
    const standard = await quote(headers, 'standard');
    expect(standard.json().data).toMatchObject({
      expressUnavailable: null,
      deliveryDays: { min: standardDays, max: standardDays },
    });
    const express = await quote(headers, 'express');
    expect(express.statusCode).toBe(200);
    expect(express.json().data).toMatchObject({
      expressUnavailable: null,
      deliveryDays: { min: 1, max: 2 },
    });
    const order = await placeOrder(headers, 'express');
    expect(order.statusCode, order.body).toBe(201);
    const placed = await session.t.app.inject({
      method: 'GET',
      url: `/api/orders/admin/${order.json().data.order.id}`,
      headers: session.admin,
    });
    expect(placed.json().data.priority).toBe('high');
  });
});

describe('the ships-by-surface mark', () => {
  it('is set and cleared by the admin and shown on the store product', async () => {
    const created = await session.t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: session.admin,
      payload: {
        name: 'Gens Ace 5000mAh 4S LiPo',
        category: (await session.t.makeCategory()).slug,
        price: 6_499,
        description: 'A 4S pack.',
        countryOfOrigin: 'India',
        shipsBySurface: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const store = async () =>
      (await session.t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json().data;
    const adminRead = async () =>
      (
        await session.t.app.inject({
          method: 'GET',
          url: `/api/products/admin/${id}`,
          headers: session.admin,
        })
      ).json().data;
    expect((await adminRead()).shipsBySurface).toBe(true);
    expect((await store()).shipsBySurface).toBe(true);

    const cleared = await session.t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: session.admin,
      payload: { shipsBySurface: false },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await adminRead()).shipsBySurface).toBe(false);
    expect((await store()).shipsBySurface).toBe(false);

    const list = await session.t.app.inject({
      method: 'GET',
      url: '/api/products/admin/all?search=Gens%20Ace',
      headers: session.admin,
    });
    expect(list.json().data.products[0]).toMatchObject({ id, shipsBySurface: false });

    const bad = await session.t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: session.admin,
      payload: { shipsBySurface: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('defaults to off for a product created without it', async () => {
    const created = await session.t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: session.admin,
      payload: {
        name: 'SkyRC B6 Charger',
        category: (await session.t.makeCategory()).slug,
        price: 2_999,
        description: 'A charger.',
        countryOfOrigin: 'India',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.shipsBySurface).toBe(false);
  });
});

describe('the surface days setting', () => {
  const save = (surfaceExtraDays: unknown) =>
    session.t.app.inject({
      method: 'PUT',
      url: '/api/settings/admin/shipping',
      headers: session.admin,
      payload: { ...defaultSettings.shipping, surfaceExtraDays },
    });

  it('takes 0 to 15 whole days, is logged as a change, and lengthens the surface estimate', async () => {
    for (const bad of [-1, 16, 2.5, 'three']) {
      const res = await save(bad);
      expect(res.statusCode, String(bad)).toBe(400);
    }
    const saved = await save(6);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.settings.shipping.surfaceExtraDays).toBe(6);

    const log = await session.t.app.inject({
      url: '/api/settings/admin/changes?section=shipping',
      headers: session.admin,
    });
    expect(log.json().data.changes[0].changes).toEqual([
      { field: 'surfaceExtraDays', from: 3, to: 6 },
    ]);

    const headers = await customer();
    await addToCart(headers, (await lipo()).id);
    const standard = await quote(headers, 'standard');
    expect(standard.json().data.deliveryDays).toEqual({
      min: standardDays + 6,
      max: standardDays + 6,
    });
    expect((await save(surfaceDays)).statusCode).toBe(200);
  });
});
