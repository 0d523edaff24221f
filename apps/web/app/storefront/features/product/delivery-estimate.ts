import { rupeesToPaise } from '@propwash/domain/money';
import { defaultSettings } from '@propwash/domain/settings/defaults';
import { deliveryEstimate } from '@propwash/domain/shipping/shipping';
import type { Route } from './+types/delivery-estimate';

export interface DeliveryAnswer {
  pincode: string;
  estimate: { state: string; chargePaise: number; date: string } | null;
}

/**
 * GET /product/:id/delivery?pincode=560034: the product page's pincode check, answered on the
 * server so the shipping rules (and zod) stay out of the shopper's bundle.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const pincode = (new URL(request.url).searchParams.get('pincode') ?? '').trim();
  const [product, profile] = await Promise.all([
    context.services.catalog.getProduct(params.id),
    context.services.settings.storeProfile(),
  ]);
  // The zones are the defaults until the load context carries the shop's shipping settings;
  // the free-shipping threshold is already the configured one.
  const settings = {
    ...defaultSettings.shipping,
    freeThresholdPaise: rupeesToPaise(profile.freeShippingThreshold),
  };
  const estimate = /^\d{6}$/.test(pincode)
    ? deliveryEstimate(pincode, rupeesToPaise(product?.price ?? 0), settings)
    : null;
  const date = new Date();
  if (estimate) date.setDate(date.getDate() + estimate.days);
  const answer: DeliveryAnswer = {
    pincode,
    estimate: estimate
      ? { state: estimate.state, chargePaise: estimate.chargePaise, date: date.toISOString() }
      : null,
  };
  return answer;
}
