import { lazy, Suspense, useState } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { formatRupees } from '#app/lib/money.ts';
import { useIsIdle } from '#app/ui/use-is-idle.ts';
import { chatButtonPlacement } from '#app/storefront/features/support/chat-placement.ts';
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
 * Mounts the support chat once the browser is idle, so its code stays out of the first load, and
 * not before the shopper reaches a page that has the button (chat-placement.ts); once mounted it
 * stays, so a conversation survives navigation. Reads the shop's policies from the storefront
 * layout's data.
 */
export function SupportChatLauncher() {
  const data = useRouteLoaderData('storefront') as StorefrontData | undefined;
  const { pathname } = useLocation();
  const placement = chatButtonPlacement(pathname);
  const isButtonAllowed = placement !== 'none';
  const isReady = useIsIdle();
  const [isNeeded, setIsNeeded] = useState(isButtonAllowed);
  if (isButtonAllowed && !isNeeded) setIsNeeded(true);

  const profile = data?.profile;
  if (!isReady || !isNeeded || !profile) return null;
  const policies: ChatPolicies = {
    freeShippingThreshold: formatRupees(profile.freeShippingThreshold),
    returnsDays: profile.returnsDays,
    supportEmail: profile.supportEmail,
    supportHours: profile.supportHours,
  };
  return (
    <Suspense fallback={null}>
      <SupportChat policies={policies} placement={placement} />
    </Suspense>
  );
}
