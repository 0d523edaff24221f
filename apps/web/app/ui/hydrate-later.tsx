import { Suspense, useState, type ReactElement } from 'react';

/**
 * Progressive hydration (docs/decisions/hydration-after-first-paint.md). Hydrating a whole page is
 * one long task that keeps a phone from answering a tap; a part wrapped in <HydrateLater>
 * keeps the server's markup as it is and hydrates in a task of its own after the rest of the
 * page, in page order, one part per task. On client-side navigation nothing is deferred.
 *
 * How: during hydration the part throws a promise, which Preact answers by keeping the server's
 * DOM node and resuming the hydration of that node when the promise settles (its suspended
 * hydration); the Suspense boundary around each part keeps the wait local. Preact keeps one
 * node, so the child must render exactly one root element (the others would be removed).
 * Until its turn the part shows the server's markup but does not answer its own handlers (its
 * links still navigate, as plain links).
 */

type Waiting = { promise: Promise<void>; release: () => void; isReleased: boolean };

/** Parts waiting for their turn, in the order hydration met them (page order). */
const queue: Waiting[] = [];
/** True from the page's first script until the last waiting part has hydrated. */
let isDeferring = typeof document !== 'undefined';
let isDraining = false;
/** Called once, when the last waiting part has hydrated. */
let onAllHydrated: (() => void) | null = null;

/** A task of its own for each part: a tap or a frame can go between two parts. */
const nextTask: (run: () => void) => void =
  typeof MessageChannel === 'function'
    ? (run) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => run();
        channel.port2.postMessage(null);
      }
    : (run) => setTimeout(run, 0);

function drain() {
  const next = queue.shift();
  if (!next) {
    isDraining = false;
    isDeferring = false;
    onAllHydrated?.();
    onAllHydrated = null;
    return;
  }
  // The part re-renders (and hydrates) in this task's microtasks; the next one in a new task.
  next.release();
  nextTask(drain);
}

/**
 * Called by the browser entry right after the page's first hydration: from here the waiting
 * parts hydrate one per task, and parts first rendered after the last of them render at once.
 * Resolves when the last of them has hydrated.
 */
export function hydrateDeferredParts(): Promise<void> {
  const allHydrated = new Promise<void>((resolve) => {
    const previous = onAllHydrated;
    onAllHydrated = () => {
      previous?.();
      resolve();
    };
  });
  if (!isDraining) {
    isDraining = true;
    nextTask(drain);
  }
  return allHydrated;
}

/** Suspends until the part's turn. No state of its own: Preact drops the hooks of a component
 * that suspends before it first commits. */
function Gate({ waiting, children }: { waiting: Waiting | null; children: ReactElement }) {
  if (waiting && !waiting.isReleased) throw waiting.promise;
  return children;
}

export function HydrateLater({ children }: { children: ReactElement }) {
  // Only a part met while the page is still hydrating waits (a part that mounts later, on a
  // client-side navigation, renders at once).
  const [waiting] = useState<Waiting | null>(() => {
    if (!isDeferring) return null;
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    const entry: Waiting = {
      promise,
      isReleased: false,
      release: () => {
        entry.isReleased = true;
        resolve();
      },
    };
    queue.push(entry);
    return entry;
  });
  return (
    <Suspense fallback={null}>
      <Gate waiting={waiting}>{children}</Gate>
    </Suspense>
  );
}
