/** The ways of paying online (every payment method but cash on delivery). */
export const onlineMethods = ['card', 'upi', 'netbanking', 'wallet', 'emi'] as const;
export type OnlineMethod = (typeof onlineMethods)[number];

export function isOnlineMethod(method: string): method is OnlineMethod {
  return (onlineMethods as readonly string[]).includes(method);
}
