import { useState } from 'react';
import { ApiError } from '#app/lib/api-client.ts';

/**
 * One button's request, with its busy flag and error: `run(task)` runs it; a failure shows the
 * server's reason (an ApiError's message) or `fallback`, then `afterError` runs when given.
 */
export function useBusyAction(fallback: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(task: () => Promise<void>, afterError?: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : fallback);
      await afterError?.();
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run };
}
