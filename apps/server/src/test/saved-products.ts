import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

type Headers = { authorization: string };
type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };

/** Every call, made without a session, answers 401 UNAUTHENTICATED. */
export async function expectSignInRequired(t: TestApp, calls: readonly Call[]) {
  for (const call of calls) {
    const res = await t.app.inject(call);
    expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
    expect(res.json().error.type).toBe('UNAUTHENTICATED');
  }
}

/**
 * A shopper's own list of products kept by id (the wishlist, My hangar): GET lists it, POST
 * `{ productId }` adds one, DELETE `/:productId` removes one, each answering the list.
 * `session` is read when a call is made (a useTestApp answer will do).
 */
export function savedProductsApi<Item extends { id: string }>(
  session: { t: TestApp },
  path: string,
) {
  const api = {
    async list(headers: Headers): Promise<Item[]> {
      const res = await session.t.app.inject({ method: 'GET', url: path, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    },
    add: (headers: Headers, productId: unknown) =>
      session.t.app.inject({ method: 'POST', url: path, headers, payload: { productId } }),
    remove: (headers: Headers, productId: string) =>
      session.t.app.inject({ method: 'DELETE', url: `${path}/${productId}`, headers }),

    /** An unknown or hidden product is refused with 404, a malformed id with 400; nothing is kept. */
    async expectProductIdsChecked(headers: Headers) {
      const hidden = await session.t.makeProduct({ isActive: false });
      for (const productId of [randomUUID(), hidden.id]) {
        const res = await api.add(headers, productId);
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toEqual({
          type: 'PRODUCT_NOT_FOUND',
          message: 'Product not found',
        });
      }
      for (const productId of ['nope', 42, undefined]) {
        const res = await api.add(headers, productId);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.type).toBe('VALIDATION_FAILED');
      }
      expect(await api.list(headers)).toEqual([]);
    },

    /**
     * Keeps three products, removes the middle one (the answer is the rest, newest first), and
     * removes it, an unknown id and a malformed one again without an error. Returns the three.
     */
    async expectRemoveKeepsTheRest(headers: Headers) {
      const [a, b, c] = [
        await session.t.makeProduct(),
        await session.t.makeProduct(),
        await session.t.makeProduct(),
      ];
      for (const p of [a, b, c]) await api.add(headers, p.id);
      const removed = await api.remove(headers, b.id);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().data.map((p: Item) => p.id)).toEqual([c.id, a.id]);
      for (const id of [b.id, randomUUID(), 'nonsense']) {
        const again = await api.remove(headers, id);
        expect(again.statusCode).toBe(200);
        expect(again.json().data).toHaveLength(2);
      }
      return [a, b, c] as const;
    },
  };
  return api;
}
