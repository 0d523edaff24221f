import { lazy, Suspense, useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { formatRupees } from '#app/lib/money.ts';
import type { ChatPolicies } from '#app/storefront/features/support/chat-replies.ts';

const SupportChat = lazy(() => import('#app/storefront/features/support/support-chat.tsx'));

interface StorefrontData {
  profile?: {
    freeShippingThreshold: number;
    returnsDays: number;
    supportEmail: string;
    supportHours: string;
  };
}

/**
 * Mounts the support chat once the browser is idle, so its code stays out of the first load.
 * Reads the shop's policies from the storefront layout's data.
 */
export function SupportChatLauncher() {
  const data = useRouteLoaderData('storefront') as StorefrontData | undefined;
  const [isReady, setIsReady] = useState(false);

  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIsReady(true), { timeout: 3_000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIsReady(true), 1_500);
    return () => clearTimeout(timer);
  }, []);

  const profile = data?.profile;
  if (!isReady || !profile) return null;
  const policies: ChatPolicies = {
    freeShippingThreshold: formatRupees(profile.freeShippingThreshold),
    returnsDays: profile.returnsDays,
    supportEmail: profile.supportEmail,
    supportHours: profile.supportHours,
  };
  return (
    <Suspense fallback={null}>
      <SupportChat policies={policies} />
    </Suspense>
  );
}
