import { sql } from 'drizzle-orm';
import { domainEventSchema, type DomainEvent } from '@propwash/domain/platform/events';
import type { Database } from './db.ts';

const channel = 'propwash_events';

export type EventListener = (event: DomainEvent) => void;

export interface EventBus {
  /**
   * Tells every server instance (this one included) through NOTIFY. Call it after the change
   * committed; it never throws, since a lost live update must not fail the request.
   */
  publish(event: DomainEvent): Promise<void>;
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
    let event: DomainEvent;
    try {
      event = domainEventSchema.parse(JSON.parse(payload));
    } catch (err) {
      deps.log('events: ignored a notification that is not an event', err);
      return;
    }
    callEach(listeners, event);
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
