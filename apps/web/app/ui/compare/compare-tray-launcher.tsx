import { lazy, Suspense, useEffect } from 'react';
import { useCompared } from '#app/lib/compare/compare-store.ts';

const CompareTray = lazy(() => import('#app/ui/compare/compare-tray.tsx'));

// The tray's height (h-16) and a little air: the page ends this much lower while it shows.
const TRAY_SPACE = '4.5rem';

/**
 * Shows the compare tray once a product is added (its code loads then, not with the page). While
 * it shows, the page gets room at its end, so the tray never covers the last row of cards, their
 * buttons, the page links or the footer.
 */
export function CompareTrayLauncher() {
  const items = useCompared();
  const isShown = items.length > 0;
  useEffect(() => {
    if (!isShown) return;
    const { style } = document.body;
    const before = style.paddingBottom;
    style.paddingBottom = TRAY_SPACE;
    return () => {
      style.paddingBottom = before;
    };
  }, [isShown]);
  if (!isShown) return null;
  return (
    <Suspense fallback={null}>
      <CompareTray items={items} />
    </Suspense>
  );
}
