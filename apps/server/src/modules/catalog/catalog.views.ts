import { createHash } from 'node:crypto';
import { indiaDay } from '@propwash/domain/india-time';
import type { CatalogService } from './catalog.service.ts';

// Crawlers, link previews and headless tools are not shoppers: their views are not counted.
const BOT_UA =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|headless|lighthouse|curl|wget|python|java\/|go-http|httpclient|axios|node-fetch|undici|okhttp/i;

/** The shop's calendar day (India Standard Time), e.g. 2026-11-22. */
export function istDay(now = Date.now()): string {
  return indiaDay(now);
}

/** Who is looking: the request's address and user agent (never stored, only hashed). */
export type Visit = { ip: string; userAgent: string | undefined };

/** True for crawlers, link previews and scripted clients. */
export const isBot = (userAgent: string) => BOT_UA.test(userAgent);

/** The anonymous visitor of a day: a salted hash of India day + IP + user agent. */
export function visitorHash(visit: Visit, secret: string, now = Date.now()): string {
  return createHash('sha256')
    .update(`${istDay(now)}\n${visit.ip}\n${visit.userAgent}\n${secret}`)
    .digest('hex');
}

/**
 * Counts a product view for a visitor: one row per visitor per product per India day, the
 * visitor being a salted hash of day + IP + user agent; bots and empty user agents are skipped.
 * The API (GET /api/products/:id) and server-rendered product pages both call this, so one
 * shopper seen by both is one row. Never throws: analytics must not cost the shopper the page.
 */
export async function countProductView(
  deps: { catalog: Pick<CatalogService, 'recordView'>; visitorSecret: string },
  productId: string,
  visit: Visit,
  onError: (err: unknown) => void,
): Promise<void> {
  if (!visit.userAgent || isBot(visit.userAgent)) return;
  const now = Date.now();
  const day = istDay(now);
  const visitor = visitorHash(visit, deps.visitorSecret, now);
  await deps.catalog.recordView(productId, visitor, day).catch(onError);
}
