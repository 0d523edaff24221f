import { useEffect, useState } from 'react';

/**
 * False until the browser is first idle after mounting (at most 3 s; 1.5 s where it cannot say),
 * so optional widgets load after what the page is for.
 */
export function useIsIdle(): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIsIdle(true), { timeout: 3_000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIsIdle(true), 1_500);
    return () => clearTimeout(timer);
  }, []);
  return isIdle;
}
