import type { DomainEvent } from '@propwash/domain/platform/events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const auth = vi.hoisted(() => ({ token: 'token-1' as string | null, expireSession: vi.fn() }));
vi.mock('#app/lib/auth-store.ts', () => ({
  getToken: () => auth.token,
  expireSession: auth.expireSession,
}));

const { subscribeLiveEvents } = await import('#app/lib/live-stream.ts');

const placed: DomainEvent = {
  type: 'order.placed',
  orderId: 'o-1',
  orderNumber: 'PW-2601-ABCDE',
  userId: 'u-1',
  status: 'confirmed',
  paymentStatus: 'pending',
  total: 1180,
  customerName: 'Asha Rao',
  at: '2026-01-01T00:00:00.000Z',
};

/** A fetch answer whose body the test writes chunk by chunk. */
function streamResponse() {
  let control!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (control = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200 }),
    write: (text: string) => control.enqueue(encoder.encode(text)),
    end: () => control.close(),
  };
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  auth.token = 'token-1';
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  auth.expireSession.mockReset();
});

describe('subscribeLiveEvents', () => {
  it('sends the token in the header and hands over events split across chunks, skipping comments', async () => {
    const first = streamResponse();
    fetchMock.mockResolvedValueOnce(first.response);
    const events: DomainEvent[] = [];
    const stop = subscribeLiveEvents({ onEvent: (e) => events.push(e) });
    const json = JSON.stringify(placed);
    first.write('retry: 5000\n: connected\n\nid: 1\ndata: ');
    first.write(`${json.slice(0, 20)}`);
    first.write(`${json.slice(20)}\n\n: heartbeat\n\n`);
    await vi.waitFor(() => expect(events).toEqual([placed]));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/events');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    stop();
    expect((init!.signal as AbortSignal).aborted).toBe(true);
  });

  it('shares one connection between listeners, and reconnects after the retry hint once it ends', async () => {
    const first = streamResponse();
    const second = streamResponse();
    fetchMock.mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    const a: DomainEvent[] = [];
    const b: DomainEvent[] = [];
    const reconnects = vi.fn();
    const stopA = subscribeLiveEvents({ onEvent: (e) => a.push(e), onReconnect: reconnects });
    const stopB = subscribeLiveEvents({ onEvent: (e) => b.push(e) });
    first.write('retry: 2000\n\n');
    first.end();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    second.write(`data: ${JSON.stringify(placed)}\n\n`);
    await vi.waitFor(() => expect(b).toEqual([placed]));
    expect(a).toEqual([placed]);
    expect(reconnects).toHaveBeenCalledTimes(1);
    stopA();
    stopB();
  });

  it('ends the session and stops on 401', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 401 }));
    const stop = subscribeLiveEvents({ onEvent: () => undefined });
    await vi.waitFor(() => expect(auth.expireSession).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stop();
  });

  it('backs off while the server cannot be reached', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5); // no jitter
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const stop = subscribeLiveEvents({ onEvent: () => undefined });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The 5 s hint doubled after the first failure, doubled again after the second.
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    stop();
  });

  it('does not connect without a signed-in user', async () => {
    auth.token = null;
    const stop = subscribeLiveEvents({ onEvent: () => undefined });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).not.toHaveBeenCalled();
    stop();
  });
});
