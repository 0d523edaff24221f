import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const productId = '6f1c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
const product = { productId, name: 'Trainer plane', price: 4999, image: null, stock: 5 };

function serverCart(quantity: number) {
  return {
    items: [
      {
        productId,
        name: 'Trainer plane',
        image: null,
        category: 'airplanes',
        price: 4799,
        originalPrice: 5999,
        quantity,
        stock: 5,
        inStock: true,
        lineTotal: 4799 * quantity,
        notice: 'Price changed from ₹4,999 to ₹4,799',
      },
    ],
    totalQuantity: quantity,
    subtotal: 4799 * quantity,
  };
}

let storage: Map<string, string>;
let fetchMock: ReturnType<typeof vi.fn>;

function respond(data: unknown, status = 200) {
  return Promise.resolve(
    new Response(JSON.stringify(status < 400 ? { success: true, data } : data), { status }),
  );
}

beforeEach(() => {
  vi.resetModules();
  storage = new Map();
  const localStorage = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  };
  vi.stubGlobal('window', {
    localStorage,
    sessionStorage: localStorage,
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  vi.stubGlobal('BroadcastChannel', undefined);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function load() {
  const store = await import('#app/lib/cart/cart-store.ts');
  const session = await import('#app/lib/session.ts');
  const guestCart = await import('#app/lib/guest-cart.ts');
  return { store, session, guestCart };
}

describe('cart store', () => {
  it('keeps a guest cart in localStorage guest-cart', async () => {
    const { store, guestCart } = await load();
    await store.addToCart(product, 2);
    expect(JSON.parse(storage.get('guest-cart')!)).toEqual([{ ...product, quantity: 2 }]);
    expect(guestCart.readCartQuantity()).toBe(2);
    await store.setCartQuantity({ productId }, 0);
    expect(storage.has('guest-cart')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a sold-out product', async () => {
    const { store } = await load();
    await expect(store.addToCart({ ...product, stock: 0 }, 1)).rejects.toThrow('out of stock');
  });

  it('moves the guest lines to the server cart on login and forgets the guest cart', async () => {
    const { store, session, guestCart } = await load();
    await store.addToCart(product, 2);
    fetchMock.mockImplementation(() => respond(serverCart(2)));

    session.signIn({
      token: 't0k3n',
      user: {
        id: 'u1',
        name: 'Kavya',
        email: 'k@example.com',
        phone: null,
        avatar: null,
        role: 'user',
      },
    });
    await store.refreshCart();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/cart/merge');
    expect(JSON.parse(init.body)).toEqual({ items: [{ productId, quantity: 2 }] });
    expect(init.headers.Authorization).toBe('Bearer t0k3n');
    expect(storage.has('guest-cart')).toBe(false);
    expect(guestCart.readCartQuantity()).toBe(2);
  });

  it('reads the server cart once on login, so an early empty answer cannot hide the moved lines', async () => {
    const { store, session, guestCart } = await load();
    await store.addToCart(product, 1);
    // The merge answers slowly; any plain cart read would answer at once with an empty cart.
    let answerMerge!: () => void;
    fetchMock.mockImplementation((url: string) =>
      url === '/api/cart/merge'
        ? new Promise((resolve) => (answerMerge = () => resolve(respond(serverCart(1)))))
        : respond({ items: [], totalQuantity: 0, subtotal: 0 }),
    );
    const user = {
      id: 'u1',
      name: 'Kavya',
      email: 'k@example.com',
      phone: null,
      avatar: null,
      role: 'user' as const,
    };
    session.signIn({ token: 't0k3n', user });
    const reading = store.refreshCart();
    answerMerge();
    await reading;
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/cart/merge']);
    expect(guestCart.readCartQuantity()).toBe(1);
  });

  it('keeps going when the migration fails (only logged) and empties the cart on logout', async () => {
    const { store, session, guestCart } = await load();
    await store.addToCart(product, 1);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock
      .mockImplementationOnce(() => respond({ success: false, error: { message: 'boom' } }, 500))
      .mockImplementation(() => respond(serverCart(3)));
    storage.set('token', 't0k3n');
    await store.refreshCart();
    expect(error).toHaveBeenCalled();
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/cart');
    expect(guestCart.readCartQuantity()).toBe(3);

    fetchMock.mockImplementation(() => respond(null));
    session.signOut();
    expect(guestCart.readCartQuantity()).toBe(0);
    expect(storage.has('cart')).toBe(false);
  });

  it('sends quantity changes of a signed-in customer to the server', async () => {
    storage.set('token', 't0k3n');
    const { store } = await load();
    fetchMock.mockImplementation(() => respond(serverCart(4)));
    await store.setCartQuantity({ productId }, 4);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/cart');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body)).toEqual({ productId, quantity: 4 });
    await store.removeFromCart({ productId });
    expect(fetchMock.mock.calls[1]![0]).toBe(`/api/cart/${productId}`);
    expect(fetchMock.mock.calls[1]![1].method).toBe('DELETE');
  });

  it('names the version of a product sold in versions in every server call', async () => {
    storage.set('token', 't0k3n');
    const { store } = await load();
    fetchMock.mockImplementation(() => respond(serverCart(1)));
    const variantId = '0b4c1a52-8f4e-4c55-9e0e-7f0f5d1c2b3a';
    const sent = (method: string) =>
      fetchMock.mock.calls.filter(([, init]) => init?.method === method);
    await store.addToCart({ ...product, variantId }, 1);
    expect(JSON.parse(sent('POST')[0]![1].body)).toEqual({ productId, variantId, quantity: 1 });
    await store.setCartQuantity({ productId, variantId }, 3);
    expect(JSON.parse(sent('PUT')[0]![1].body)).toEqual({ productId, variantId, quantity: 3 });
    await store.removeFromCart({ productId, variantId });
    expect(sent('DELETE')[0]![0]).toBe(`/api/cart/${productId}?variantId=${variantId}`);
  });

  it('keeps two versions of one product as two guest lines', async () => {
    const { store } = await load();
    await store.addToCart({ ...product, variantId: 'v1', name: 'Plane — RTF' }, 1);
    await store.addToCart({ ...product, variantId: 'v2', name: 'Plane — BNF' }, 2);
    await store.addToCart({ ...product, variantId: 'v1', name: 'Plane — RTF' }, 1);
    const lines = JSON.parse(storage.get('guest-cart')!) as {
      variantId: string;
      quantity: number;
    }[];
    expect(lines.map((l) => [l.variantId, l.quantity])).toEqual([
      ['v1', 2],
      ['v2', 2],
    ]);
    await store.setCartQuantity({ productId, variantId: 'v1' }, 0);
    expect(
      (JSON.parse(storage.get('guest-cart')!) as { variantId: string }[]).map((l) => l.variantId),
    ).toEqual(['v2']);
  });
});
