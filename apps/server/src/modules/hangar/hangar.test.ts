import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_HANGAR_MODELS } from '@propwash/domain/hangar/schemas';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { products } from '../catalog/catalog.tables.ts';
import { productFits } from '../catalog/fits.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = { authorization: string };
type Model = { id: string; name: string; partCount: number };

const list = async (headers: Headers): Promise<Model[]> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/hangar', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const add = (headers: Headers, productId: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/hangar', headers, payload: { productId } });
const remove = (headers: Headers, productId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/hangar/${productId}`, headers });
const ids = (models: { id: string }[]) => models.map((m) => m.id);
const signedIn = async () => t.loginAs(await t.makeUser());

describe('My hangar', () => {
  it('answers 401 to every call without a session', async () => {
    const model = await t.makeProduct();
    const calls = [
      { method: 'GET', url: '/api/hangar' },
      { method: 'POST', url: '/api/hangar', payload: { productId: model.id } },
      { method: 'DELETE', url: `/api/hangar/${model.id}` },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json().error.type).toBe('UNAUTHENTICATED');
    }
  });

  it('adds models newest first with their part counts; adding twice changes nothing', async () => {
    const headers = await signedIn();
    const heli = await t.makeProduct({ name: 'Align T-Rex 470LM' });
    const car = await t.makeProduct({ name: 'Traxxas Maxx' });
    const [blades, hiddenPart] = [await t.makeProduct(), await t.makeProduct({ isActive: false })];
    await t.db.insert(productFits).values([
      { partId: blades.id, modelId: heli.id },
      { partId: hiddenPart.id, modelId: heli.id },
    ]);
    expect(await list(headers)).toEqual([]);
    const first = await add(headers, heli.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data[0]).toMatchObject({
      id: heli.id,
      name: 'Align T-Rex 470LM',
      partCount: 1,
      addedAt: expect.any(String),
    });
    await add(headers, car.id);
    const again = await add(headers, heli.id);
    expect(again.statusCode).toBe(200);
    expect(ids(again.json().data)).toEqual([car.id, heli.id]);
    expect((await list(headers)).map((m) => [m.id, m.partCount])).toEqual([
      [car.id, 0],
      [heli.id, 1],
    ]);
  });

  it('refuses an unknown or hidden product with 404 and a malformed id with 400', async () => {
    const headers = await signedIn();
    const hidden = await t.makeProduct({ isActive: false });
    for (const productId of [randomUUID(), hidden.id]) {
      const res = await add(headers, productId);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ type: 'PRODUCT_NOT_FOUND', message: 'Product not found' });
    }
    for (const productId of ['nope', 42, undefined]) {
      const res = await add(headers, productId);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.type).toBe('VALIDATION_FAILED');
    }
    expect(await list(headers)).toEqual([]);
  });

  it(`holds at most ${MAX_HANGAR_MODELS} models; one already there may still be added`, async () => {
    const headers = await signedIn();
    const models = [];
    for (let i = 0; i < MAX_HANGAR_MODELS; i++) models.push(await t.makeProduct());
    for (const m of models) expect((await add(headers, m.id)).statusCode).toBe(200);
    const full = await add(headers, (await t.makeProduct()).id);
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toEqual({
      type: 'CONFLICT',
      message: `Your hangar can hold at most ${MAX_HANGAR_MODELS} models. Remove one to add another.`,
    });
    expect((await add(headers, models[3]!.id)).statusCode).toBe(200);
    expect(await list(headers)).toHaveLength(MAX_HANGAR_MODELS);
  });

  it('removes a model (a missing one is not an error) and hides models hidden since', async () => {
    const headers = await signedIn();
    const [a, b, c] = [await t.makeProduct(), await t.makeProduct(), await t.makeProduct()];
    for (const m of [a, b, c]) await add(headers, m.id);
    const removed = await remove(headers, b.id);
    expect(removed.statusCode).toBe(200);
    expect(ids(removed.json().data)).toEqual([c.id, a.id]);
    for (const id of [b.id, randomUUID(), 'nonsense']) {
      const again = await remove(headers, id);
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toHaveLength(2);
    }
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, c.id));
    expect(ids(await list(headers))).toEqual([a.id]);
  });

  it("never shows or touches another shopper's hangar", async () => {
    const [alice, bob] = [await signedIn(), await signedIn()];
    const model = await t.makeProduct();
    await add(alice, model.id);
    expect(await list(bob)).toEqual([]);
    const res = await remove(bob, model.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
    expect(ids(await list(alice))).toEqual([model.id]);
  });
});
