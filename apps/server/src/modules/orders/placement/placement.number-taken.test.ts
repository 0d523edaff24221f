import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { products } from '../../catalog/catalog.tables.ts';
import type * as OrderNumbers from './placement.numbers.ts';

// Order numbers are random: the first two drawn here are the same, as two orders of a busy
// month may draw by chance; the rest are drawn as usual.
vi.mock('./placement.numbers.ts', async (importOriginal) => {
  const real = await importOriginal<typeof OrderNumbers>();
  const drawn = ['PW-2611-TAKEN', 'PW-2611-TAKEN'];
  return { ...real, newOrderNumber: (at?: Date) => drawn.shift() ?? real.newOrderNumber(at) };
});

const session = useTestApp({ paymentMethods: true });

describe('an order number another order already has', () => {
  it('places the order under a new number instead of failing', async () => {
    const product = await session.t.makeProduct({ stock: 5 });
    const first = await session.t.orderWithCod(
      await session.t.loginAs(await session.t.makeUser()),
      {
        productId: product.id,
        quantity: 1,
      },
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.order.orderNumber).toBe('PW-2611-TAKEN');

    const second = await session.t.orderWithCod(
      await session.t.loginAs(await session.t.makeUser()),
      {
        productId: product.id,
        quantity: 1,
      },
    );
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data.order.orderNumber).toMatch(/^PW-\d{4}-[2-9A-Z]{5}$/);
    expect(second.json().data.order.orderNumber).not.toBe('PW-2611-TAKEN');

    const [row] = await session.t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row!.stock).toBe(3);
  });
});
