import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/** Re-runs the page's loader every `ms` while the tab is visible (the home page: every 30 s). */
export function useAutoRefresh(ms: number) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      clearInterval(timer);
      if (document.visibilityState === 'visible') timer = setInterval(() => void revalidate(), ms);
    };
    start();
    document.addEventListener('visibilitychange', start);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', start);
    };
  }, [ms, revalidate]);
}
