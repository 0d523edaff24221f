import { DAY_MS } from '@propwash/domain/india-time';
import { rupeesToPaise } from '@propwash/domain/money';
import { deliveryEstimate } from '@propwash/domain/shipping/shipping';
import { isPincode } from '@propwash/domain/shipping/pincode';
import type { Route } from './+types/delivery-estimate';

export interface DeliveryAnswer {
  pincode: string;
  estimate: { state: string; chargePaise: number; date: string } | null;
}

/**
 * GET /product/:id/delivery?pincode=560034: the product page's pincode check, answered on the
 * server so the shipping rules (and zod) stay out of the shopper's bundle. Goods that ship by
 * surface only get the surface days on top.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const pincode = (new URL(request.url).searchParams.get('pincode') ?? '').trim();
  // The shop's own zones, charges and free-shipping threshold (cached; admin changes apply).
  const [product, settings] = await Promise.all([
    context.services.catalog.getProduct(params.id),
    context.services.settings.get('shipping'),
  ]);
  const estimate = isPincode(pincode)
    ? deliveryEstimate(pincode, rupeesToPaise(product?.price ?? 0), settings, {
        bySurface: product?.shipsBySurface === true,
      })
    : null;
  // An instant `days` ahead; the page shows its India day (formatIndiaTime).
  const date = new Date(Date.now() + (estimate?.days ?? 0) * DAY_MS);
  const answer: DeliveryAnswer = {
    pincode,
    estimate: estimate
      ? { state: estimate.state, chargePaise: estimate.chargePaise, date: date.toISOString() }
      : null,
  };
  return answer;
}
