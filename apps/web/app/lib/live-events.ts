import type { DomainEvent } from '@propwash/domain/platform/events';
import { useEffect, useEffectEvent } from 'react';

/**
 * The shop's live events while the component is mounted (and `enabled`). The stream itself
 * (lib/live-stream.ts) is loaded when the first listener mounts, so a page that listens does not
 * carry it in its first load (docs/decisions/storefront-first-load.md).
 */
export function useLiveEvents(
  onEvent: (event: DomainEvent) => void,
  opts: { enabled?: boolean; onReconnect?: () => void } = {},
) {
  const { enabled = true } = opts;
  const handleEvent = useEffectEvent(onEvent);
  const handleReconnect = useEffectEvent(() => opts.onReconnect?.());
  useEffect(() => {
    if (!enabled) return;
    let isUnmounted = false;
    let unsubscribe: (() => void) | undefined;
    void import('#app/lib/live-stream.ts').then(({ subscribeLiveEvents }) => {
      if (isUnmounted) return;
      unsubscribe = subscribeLiveEvents({
        onEvent: (event) => handleEvent(event),
        onReconnect: () => handleReconnect(),
      });
    });
    return () => {
      isUnmounted = true;
      unsubscribe?.();
    };
  }, [enabled]);
}
