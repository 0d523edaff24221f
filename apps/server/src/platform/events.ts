import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { domainEventSchema, type DomainEvent } from '@propwash/domain/platform/events';
import {
  invalidationMessageSchema,
  type InvalidationMessage,
  type Invalidations,
} from './cache.ts';
import type { Database, Tx } from './db.ts';

const channel = 'propwash_events';

/**
 * A NOTIFY payload read as JSON of `schema`'s shape; null, and logged as `<area>: ignored a
 * notification that is not <what>`, when it is not one (another program may use the channel).
 */
function parseNotification<T>(
  payload: string,
  schema: z.ZodType<T>,
  log: (msg: string, err?: unknown) => void,
  area: string,
  what: string,
): T | null {
  try {
    return schema.parse(JSON.parse(payload));
  } catch (err) {
    log(`${area}: ignored a notification that is not ${what}`, err);
    return null;
  }
}

export type EventListener = (event: DomainEvent) => void;

export interface EventBus {
  /**
   * Tells every server instance (this one included) through NOTIFY. Call it after the change
   * committed; it never throws, since a lost live update must not fail the request.
   */
  publish(event: DomainEvent): Promise<void>;
  /**
   * The same from inside a transaction: the NOTIFY is sent by `tx` (PostgreSQL delivers it at
   * commit, and never if it rolls back), so no statement of its own follows the commit. Call the
   * returned function after the commit: it runs this instance's onPublished listeners.
   */
  publishIn(tx: Tx, events: DomainEvent[]): Promise<() => void>;
  /**
   * publishIn as SQL for the caller to send in one of its own statements in its transaction:
   * `notices` is a select list (one pg_notify per event) to put where the statement evaluates it
   * exactly once, or null for no events. Call `announce` after the commit.
   */
  publishSql(events: DomainEvent[]): { notices: SQL | null; announce: () => void };
  /** Every event from every instance, in the order the database delivers them. */
  subscribe(listener: EventListener): () => void;
  /**
   * Only the events this instance publishes: for work that must happen once per event
   * whatever the number of instances (web push), not once per instance.
   */
  onPublished(listener: EventListener): () => void;
  close(): Promise<void>;
}

/**
 * Live events fanned out through PostgreSQL LISTEN/NOTIFY (PGlite has it too), so an order
 * placed on one instance reaches the admins and the customer connected to another.
 */
export async function createEventBus(deps: {
  database: Database;
  log: (msg: string, err?: unknown) => void;
}): Promise<EventBus> {
  const listeners = new Set<EventListener>();
  const publishedListeners = new Set<EventListener>();
  const deliver = (payload: string) => {
    const event = parseNotification(payload, domainEventSchema, deps.log, 'events', 'an event');
    if (event) callEach(listeners, event);
  };
  const callEach = (set: Set<EventListener>, event: DomainEvent) => {
    for (const listener of set) {
      try {
        listener(event);
      } catch (err) {
        deps.log(`events: a listener failed on ${event.type}`, err);
      }
    }
  };
  const stop = await deps.database.listen(channel, deliver);
  const publishSql: EventBus['publishSql'] = (events) => {
    if (events.length === 0) return { notices: null, announce: () => {} };
    const notices = events.map(
      (event) => sql`pg_notify(${channel}, ${JSON.stringify(domainEventSchema.parse(event))})`,
    );
    return {
      notices: sql.join(notices, sql`, `),
      announce: () => {
        for (const event of events) callEach(publishedListeners, event);
      },
    };
  };
  return {
    async publish(event) {
      callEach(publishedListeners, event);
      try {
        await deps.database.db.execute(
          sql`select pg_notify(${channel}, ${JSON.stringify(domainEventSchema.parse(event))})`,
        );
      } catch (err) {
        deps.log(`events: ${event.type} not published`, err);
      }
    },
    async publishIn(tx, events) {
      const { notices, announce } = publishSql(events);
      if (notices) await tx.execute(sql`select ${notices}`);
      return announce;
    },
    publishSql,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onPublished(listener) {
      publishedListeners.add(listener);
      return () => publishedListeners.delete(listener);
    },
    async close() {
      listeners.clear();
      publishedListeners.clear();
      await stop();
    },
  };
}

/**
 * Cache invalidations travel on a channel of their own: they are not domain events, so SSE
 * streams and web push never see them, and an instance that does not know them ignores them.
 */
const cacheChannel = 'propwash_cache';

/**
 * Links this instance's cache invalidations (platform/cache.ts) to every other instance's through
 * LISTEN/NOTIFY: what this instance invalidates is sent (the callers invalidate after commit, so
 * the NOTIFY goes out after it too), what others send is applied. Resolves to a stop function.
 */
export async function linkCacheInvalidations(deps: {
  database: Database;
  invalidations: Invalidations;
  log: (msg: string, err?: unknown) => void;
}): Promise<() => Promise<void>> {
  const stop = await deps.database.listen(
    cacheChannel,
    (payload) => {
      const message = parseNotification(
        payload,
        invalidationMessageSchema,
        deps.log,
        'cache',
        'an invalidation',
      );
      if (message) deps.invalidations.receive(message);
    },
    () => {
      // Invalidations sent while this instance was not listening are lost: drop every cached read.
      deps.log('cache: listening again after a lost connection; every cache dropped');
      deps.invalidations.dropAll();
    },
  );
  const notice = (message: InvalidationMessage) =>
    sql`pg_notify(${cacheChannel}, ${JSON.stringify(message)})`;
  const disconnect = deps.invalidations.connect(async (message) => {
    try {
      await deps.database.db.execute(sql`select ${notice(message)}`);
    } catch (err) {
      // Never fails the request: the other instances' TTLs bound a lost invalidation.
      deps.log('cache: invalidation not published', err);
    }
  }, notice);
  return async () => {
    disconnect();
    await stop();
  };
}
