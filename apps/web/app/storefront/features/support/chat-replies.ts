import { paths } from '#app/lib/paths.ts';

/** What the support bot knows: the shop's configured policies (never a fixed number). */
export interface ChatPolicies {
  freeShippingThreshold: string;
  returnsDays: number;
  supportEmail: string;
  supportHours: string;
}

export interface ChatReply {
  text: string;
  link?: { to: string; label: string };
}

export const quickPrompts = [
  'Track my order',
  'Return policy',
  'Shipping info',
  'Apply coupon',
] as const;

export type ChatTopic = 'track' | 'returns' | 'shipping' | 'coupon' | 'warranty' | 'other';

/** The topic of a shopper's message, by keywords. */
export function topicOf(message: string): ChatTopic {
  const m = message.toLowerCase();
  if (/\b(track|tracking|where is|status|order)\b/.test(m)) return 'track';
  if (/\b(return|returns|refund|replace|replacement|damaged|defective)\b/.test(m)) return 'returns';
  if (/\b(ship|shipping|deliver|delivery|courier|dispatch)\b/.test(m)) return 'shipping';
  if (/\b(coupon|discount|code|offer|promo|welcome10|first10)\b/.test(m)) return 'coupon';
  if (/\b(warranty|guarantee)\b/.test(m)) return 'warranty';
  return 'other';
}

/** The bot's answer to anything but order tracking (which needs the shopper's orders). */
export function policyReply(topic: Exclude<ChatTopic, 'track'>, p: ChatPolicies): ChatReply {
  switch (topic) {
    case 'returns':
      return {
        text: `We offer a ${p.returnsDays}-day replacement for items that arrive defective or damaged. Refunds, when due, take 5-7 business days.`,
        link: { to: '/shipping', label: 'Read the returns policy' },
      };
    case 'shipping':
      return {
        text: `Standard shipping is FREE on orders of ${p.freeShippingThreshold} or more. Below that the charge depends on your state and is shown at checkout; express delivery takes 1-2 days.`,
        link: { to: '/shipping', label: 'Shipping rates and times' },
      };
    case 'coupon':
      return {
        text: 'Use code WELCOME10 for 10% off your first order (FIRST10 also gives first-time customers 10% off). Enter the code in the coupon box at checkout.',
      };
    case 'warranty':
      return {
        text: 'Most models and electronics carry a 6-month warranty against manufacturing defects. Crash damage is not covered.',
      };
    case 'other':
      return {
        text: `I can help with order tracking, returns, shipping and coupons. For anything else write to ${p.supportEmail} (${p.supportHours}).`,
        link: { to: '/contact', label: 'Contact us' },
      };
  }
}

export interface LatestOrder {
  id: string;
  orderNumber: string;
  status: string;
}

/** Order tracking: the latest order's status and page when known, else the Track Order page. */
export function trackReply(isSignedIn: boolean, latest: LatestOrder | null): ChatReply {
  if (latest) {
    return {
      text: `Your latest order ${latest.orderNumber} is ${latest.status}. All your orders are under My Orders.`,
      link: { to: paths.order(latest.id), label: `Open order ${latest.orderNumber}` },
    };
  }
  return {
    text: isSignedIn
      ? 'I could not find your orders just now. Enter your order number on the Track Order page to see where it is.'
      : 'Enter your order number on the Track Order page to see where it is. Signed-in customers can also find every order under My Orders.',
    link: { to: '/track-order', label: 'Track an order' },
  };
}
