import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_HANGAR_MODELS } from '@propwash/domain/hangar/schemas';
import { expectSignInRequired, savedProductsApi } from '../../test/saved-products.ts';
import { useTestApp } from '../../test/test-app.ts';
import { productFits, products } from '../catalog/catalog.tables.ts';

const session = useTestApp();
const hangar = savedProductsApi<Model>(session, '/api/hangar');

type Model = { id: string; name: string; partCount: number };
const ids = (models: { id: string }[]) => models.map((m) => m.id);
const signedIn = async () => session.t.loginAs(await session.t.makeUser());

describe('My hangar', () => {
  it('answers 401 to every call without a session', async () => {
    const model = await session.t.makeProduct();
    await expectSignInRequired(session.t, [
      { method: 'GET', url: '/api/hangar' },
      { method: 'POST', url: '/api/hangar', payload: { productId: model.id } },
      { method: 'DELETE', url: `/api/hangar/${model.id}` },
    ]);
  });

  it('adds models newest first with their part counts; adding twice changes nothing', async () => {
    const headers = await signedIn();
    const heli = await session.t.makeProduct({ name: 'Align T-Rex 470LM' });
    const car = await session.t.makeProduct({ name: 'Traxxas Maxx' });
    const [blades, hiddenPart] = [
      await session.t.makeProduct(),
      await session.t.makeProduct({ isActive: false }),
    ];
    await session.t.db.insert(productFits).values([
      { partId: blades.id, modelId: heli.id },
      { partId: hiddenPart.id, modelId: heli.id },
    ]);
    expect(await hangar.list(headers)).toEqual([]);
    const first = await hangar.add(headers, heli.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data[0]).toMatchObject({
      id: heli.id,
      name: 'Align T-Rex 470LM',
      partCount: 1,
      addedAt: expect.any(String),
    });
    await hangar.add(headers, car.id);
    const again = await hangar.add(headers, heli.id);
    expect(again.statusCode).toBe(200);
    expect(ids(again.json().data)).toEqual([car.id, heli.id]);
    expect((await hangar.list(headers)).map((m) => [m.id, m.partCount])).toEqual([
      [car.id, 0],
      [heli.id, 1],
    ]);
  });

  it('refuses an unknown or hidden product with 404 and a malformed id with 400', async () => {
    await hangar.expectProductIdsChecked(await signedIn());
  });

  it(`holds at most ${MAX_HANGAR_MODELS} models; one already there may still be added`, async () => {
    const headers = await signedIn();
    const models = [];
    for (let i = 0; i < MAX_HANGAR_MODELS; i++) models.push(await session.t.makeProduct());
    for (const m of models) expect((await hangar.add(headers, m.id)).statusCode).toBe(200);
    const full = await hangar.add(headers, (await session.t.makeProduct()).id);
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toEqual({
      type: 'CONFLICT',
      message: `Your hangar can hold at most ${MAX_HANGAR_MODELS} models. Remove one to add another.`,
    });
    expect((await hangar.add(headers, models[3]!.id)).statusCode).toBe(200);
    expect(await hangar.list(headers)).toHaveLength(MAX_HANGAR_MODELS);
  });

  it('removes a model (a missing one is not an error) and hides models hidden since', async () => {
    const headers = await signedIn();
    const [a, , c] = await hangar.expectRemoveKeepsTheRest(headers);
    await session.t.db.update(products).set({ isActive: false }).where(eq(products.id, c.id));
    expect(ids(await hangar.list(headers))).toEqual([a.id]);
  });

  it("never shows or touches another shopper's hangar", async () => {
    const [alice, bob] = [await signedIn(), await signedIn()];
    const model = await session.t.makeProduct();
    await hangar.add(alice, model.id);
    expect(await hangar.list(bob)).toEqual([]);
    const res = await hangar.remove(bob, model.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
    expect(ids(await hangar.list(alice))).toEqual([model.id]);
  });
});
