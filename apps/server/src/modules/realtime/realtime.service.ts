import { Readable } from 'node:stream';
import type { DomainEvent } from '@propwash/domain/platform/events';
import { AppError } from '../../platform/app-error.ts';
import type { AuthUser, ResolveToken } from '../../platform/auth-guard.ts';
import type { EventBus } from '../../platform/events.ts';

/** A comment line this often keeps proxies from closing an idle stream; each one re-checks the session. */
export const HEARTBEAT_MS = 25_000;
/** The browser's reconnect delay after a drop (the SSE `retry:` field). */
const RETRY_MS = 5_000;
/** One per open tab is plenty; more is a leak or abuse. */
const MAX_STREAMS_PER_USER = 10;
/** A client that reads slower than events come is dropped (it reconnects and refetches). */
const MAX_BUFFERED_BYTES = 256 * 1024;

/** Admins see every event; a customer sees only events of their own orders (never stock). */
export function isAudience(event: DomainEvent, user: Pick<AuthUser, 'id' | 'role'>): boolean {
  if (user.role === 'admin') return true;
  return event.type !== 'stock.low' && event.userId !== null && event.userId === user.id;
}

type LiveStream = { user: AuthUser; token: string; out: Readable };

/**
 * Server-sent event streams of the signed-in users connected to this instance. Events come from
 * the bus (every instance's, through LISTEN/NOTIFY) and go to each stream whose user may see them.
 */
export function createRealtimeService(deps: {
  events: Pick<EventBus, 'subscribe'>;
  resolveToken: ResolveToken;
  log: (msg: string, err?: unknown) => void;
}) {
  const streams = new Set<LiveStream>();
  let lastId = 0;
  let timer: NodeJS.Timeout | undefined;

  function write(stream: LiveStream, frame: string) {
    if (stream.out.readableLength > MAX_BUFFERED_BYTES) {
      end(stream);
      return;
    }
    stream.out.push(frame);
  }

  function end(stream: LiveStream) {
    if (!streams.delete(stream)) return;
    stream.out.push(null);
    if (streams.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  }

  deps.events.subscribe((event) => {
    if (streams.size === 0) return;
    lastId += 1;
    const frame = `id: ${lastId}\ndata: ${JSON.stringify(event)}\n\n`;
    for (const stream of streams) if (isAudience(event, stream.user)) write(stream, frame);
  });

  /** Re-checks every stream's session (one lookup per token) and sends each a comment line. */
  async function heartbeat(): Promise<void> {
    const byToken = new Map<string, Promise<AuthUser | null | 'unknown'>>();
    await Promise.all(
      [...streams].map(async (stream) => {
        let check = byToken.get(stream.token);
        if (!check) {
          // A database hiccup keeps the stream: only a session known to be gone ends it.
          check = deps.resolveToken(stream.token).catch((err: unknown) => {
            deps.log('realtime: session check failed', err);
            return 'unknown' as const;
          });
          byToken.set(stream.token, check);
        }
        const user = await check;
        if (!streams.has(stream)) return;
        if (user === null) return end(stream);
        if (user !== 'unknown') stream.user = user;
        write(stream, ': heartbeat\n\n');
      }),
    );
  }

  return {
    /**
     * A new stream for a signed-in user (with the token they signed in with, to re-check it at
     * each heartbeat). It starts with the reconnect hint and a comment, so the client knows it
     * is subscribed; it ends when the session does, or at close().
     */
    open(user: AuthUser, token: string): Readable {
      let open = 0;
      for (const s of streams) if (s.user.id === user.id) open += 1;
      if (open >= MAX_STREAMS_PER_USER) {
        throw new AppError('RATE_LIMITED', 'Too many live connections. Close a tab and try again.');
      }
      const out = new Readable({ read() {} });
      const stream: LiveStream = { user, token, out };
      // The client went away (or the response failed): forget the stream.
      out.on('close', () => end(stream));
      streams.add(stream);
      out.push(`retry: ${RETRY_MS}\n: connected\n\n`);
      if (!timer) {
        timer = setInterval(() => void heartbeat(), HEARTBEAT_MS);
        timer.unref();
      }
      return out;
    },

    heartbeat,

    /** How many streams are open on this instance. */
    count: () => streams.size,

    /** Ends every stream (the server is shutting down; clients reconnect to another instance). */
    closeAll() {
      for (const stream of [...streams]) end(stream);
    },
  };
}
export type RealtimeService = ReturnType<typeof createRealtimeService>;
