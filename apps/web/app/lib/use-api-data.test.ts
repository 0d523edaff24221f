import { createElement, type FunctionComponent } from 'react';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useApiData, type ApiData, type ApiDataOptions } from '#app/lib/use-api-data.ts';

// The shop renders with Preact in place of React (vite.config.ts): so do these tests.
vi.mock('react', () => import('preact/compat'));

/** A request the test answers by hand, with the signal the hook gave it. */
interface Pending {
  key: string;
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

let requests: Pending[] = [];
/** A fetcher that, like one ignoring its signal, settles only when the test says. */
function fetcher(signal: AbortSignal, key: string) {
  return new Promise<string>((resolve, reject) => {
    requests.push({ key, signal, resolve, reject });
  });
}

let latest: ApiData<string>;
const Probe: FunctionComponent<{
  dataKey: string | null;
  options?: ApiDataOptions<string>;
  report: (result: ApiData<string>) => void;
}> = ({ dataKey, options, report }) => {
  report(useApiData(dataKey, fetcher, options));
  return null;
};

// Preact needs a parent to render into; a component that renders nothing never touches it.
const root = { nodeType: 1, childNodes: [] } as unknown as Element;
const show = (dataKey: string | null, options?: ApiDataOptions<string>) =>
  act(() =>
    render(
      createElement(Probe, {
        dataKey,
        options,
        report: (result) => {
          latest = result;
        },
      }),
      root,
    ),
  );
/** Settles a request and lets the hook's promise callbacks and re-render run. */
const settle = async (step: () => void) => {
  await act(async () => {
    step();
    await Promise.resolve();
  });
};

afterEach(() => {
  act(() => render(null, root));
  requests = [];
  vi.useRealTimers();
});

describe('useApiData', () => {
  it('loads the key and stores the answer', async () => {
    show('a');
    expect(requests.map((r) => r.key)).toEqual(['a']);
    expect(latest).toMatchObject({ data: undefined, error: null, isLoading: true });
    await settle(() => requests[0]!.resolve('answer a'));
    expect(latest).toMatchObject({ data: 'answer a', error: null, isLoading: false });
  });

  it('aborts the request a new key supersedes, and the one running at unmount', () => {
    show('a');
    show('b');
    expect(requests.map((r) => [r.key, r.signal.aborted])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    act(() => render(null, root));
    expect(requests[1]!.signal.aborted).toBe(true);
  });

  it('ignores a stale answer that arrives after a newer one', async () => {
    show('a');
    show('b');
    const [first, second] = requests;
    await settle(() => second!.resolve('answer b'));
    await settle(() => first!.resolve('answer a'));
    expect(latest).toMatchObject({ data: 'answer b', isLoading: false });
  });

  it('keeps the last answer while the next key loads', async () => {
    show('a');
    await settle(() => requests[0]!.resolve('answer a'));
    show('b');
    expect(latest).toMatchObject({ data: 'answer a', isLoading: true });
  });

  it('reports a failure as the error, keeping the last answer, until a success clears it', async () => {
    show('a');
    await settle(() => requests[0]!.resolve('answer a'));
    show('b');
    const failure = new Error('offline');
    await settle(() => requests[1]!.reject(failure));
    expect(latest).toMatchObject({ data: 'answer a', error: failure, isLoading: false });
    show('c');
    await settle(() => requests[2]!.resolve('answer c'));
    expect(latest).toMatchObject({ data: 'answer c', error: null });
  });

  it('ignores the failure of an aborted request', async () => {
    show('a');
    show('b');
    await settle(() => requests[0]!.reject(new DOMException('Aborted', 'AbortError')));
    expect(latest).toMatchObject({ error: null, isLoading: true });
  });

  it('asks nothing for a null key', () => {
    show(null);
    expect(requests).toEqual([]);
    expect(latest).toMatchObject({ data: undefined, isLoading: false });
  });

  it('with delayMs asks only for the key the input settles on', () => {
    vi.useFakeTimers();
    show('d', { delayMs: 300 });
    vi.advanceTimersByTime(200);
    show('dr', { delayMs: 300 });
    vi.advanceTimersByTime(299);
    expect(requests).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(requests.map((r) => r.key)).toEqual(['dr']);
  });

  it('calls onData with each answer for the current key only', async () => {
    const onData = vi.fn();
    show('a', { onData });
    show('b', { onData });
    await settle(() => requests[0]!.resolve('answer a'));
    await settle(() => requests[1]!.resolve('answer b'));
    expect(onData.mock.calls).toEqual([['answer b']]);
  });

  it('reset forgets the answer, so the same key loads afresh', async () => {
    show('a');
    await settle(() => requests[0]!.resolve('answer a'));
    act(() => latest.reset());
    show(null);
    show('a');
    expect(latest).toMatchObject({ data: undefined, isLoading: true });
    expect(requests.map((r) => r.key)).toEqual(['a', 'a']);
  });
});
