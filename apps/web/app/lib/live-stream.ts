import type { DomainEvent } from '@propwash/domain/platform/events';
import { expireSession, getToken } from '#app/lib/auth-store.ts';

/**
 * The shop's live events (GET /api/events, server-sent events) for the signed-in user, behind
 * useLiveEvents (lib/live-events.ts). Read with fetch() so the token goes in the Authorization
 * header, never in a URL. One connection per tab, shared by every listener; it comes back by
 * itself after a drop (with backoff), and then tells listeners to refetch, since what happened
 * while it was down is not replayed.
 */
export interface LiveListener {
  onEvent: (event: DomainEvent) => void;
  /** The stream is back after a drop: events may have been missed. */
  onReconnect?: () => void;
}

const MAX_DELAY_MS = 60_000;
const listeners = new Set<LiveListener>();
let disconnect: (() => void) | null = null;

/** Splits one SSE message into its fields (only those the server sends). */
function parseMessage(block: string): { data?: string; retry?: number } {
  const message: { data?: string; retry?: number } = {};
  for (const line of block.split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue; // comment (heartbeat) or blank
    const field = line.slice(0, colon);
    const value = line.slice(colon + 1).replace(/^ /, '');
    if (field === 'data')
      message.data = message.data === undefined ? value : `${message.data}\n${value}`;
    else if (field === 'retry' && /^\d+$/.test(value)) message.retry = Number(value);
  }
  return message;
}

function connect(): () => void {
  let isStopped = false;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = 5_000;
  let failures = 0;
  let hasConnected = false;

  async function run() {
    const token = getToken();
    if (isStopped || !token) return;
    controller = new AbortController();
    try {
      const response = await fetch('/api/events', {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
        cache: 'no-store',
        signal: controller.signal,
      });
      if (response.status === 401) {
        // The session is over (logout elsewhere, ban): as for any API call, it ends here too.
        if (getToken() === token) expireSession();
        return;
      }
      if (!response.ok || !response.body) throw new Error(`live events: ${response.status}`);
      failures = 0;
      if (hasConnected) for (const l of listeners) l.onReconnect?.();
      hasConnected = true;
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = parseMessage(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (message.retry !== undefined) retryMs = message.retry;
          if (message.data === undefined) continue;
          let event: DomainEvent;
          try {
            event = JSON.parse(message.data) as DomainEvent;
          } catch {
            continue;
          }
          for (const l of listeners) l.onEvent(event);
        }
      }
    } catch {
      if (isStopped) return;
      failures += 1;
    }
    if (isStopped) return;
    // The server's hint after a clean end; doubling (with jitter) while it keeps failing.
    const delay = Math.min(retryMs * 2 ** Math.min(failures, 4), MAX_DELAY_MS);
    timer = setTimeout(() => void run(), delay * (failures ? 0.75 + Math.random() / 2 : 1));
  }

  void run();
  return () => {
    isStopped = true;
    clearTimeout(timer);
    controller?.abort();
  };
}

/** Listens to the live events; the connection opens with the first listener and closes with the last. */
export function subscribeLiveEvents(listener: LiveListener): () => void {
  listeners.add(listener);
  disconnect ??= connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    disconnect?.();
    disconnect = null;
  };
}
