import { z } from 'zod';
import { gstinSchema } from '../settings/gstin-schema.ts';
import { findState } from '../shipping/shipping.ts';
import {
  LEGAL_NAME_MAX,
  LEGAL_NAME_MIN,
  LEGAL_NAME_MISSING,
  LEGAL_NAME_TOO_LONG,
} from './business-name.ts';

/**
 * A business buyer's GST registration (CGST rule 46(b)): the invoice names it, the buyer claims
 * input tax credit on it, and GSTR-1 reports the invoice under B2B by it
 * (docs/decisions/business-buyers.md). Checkout takes it, the profile keeps it for next time.
 */
export const businessBuyerSchema = z.object({
  gstin: gstinSchema,
  legalName: z
    .string({ error: LEGAL_NAME_MISSING })
    .trim()
    .min(LEGAL_NAME_MIN, LEGAL_NAME_MISSING)
    .max(LEGAL_NAME_MAX, LEGAL_NAME_TOO_LONG),
});
export type BusinessBuyer = z.infer<typeof businessBuyerSchema>;

/** The buyer of an order as the order, its invoice and the profile answer it; null: a consumer. */
export const orderBuyerSchema = z.object({ gstin: z.string(), legalName: z.string() }).nullable();

/** The place of supply of goods: the delivery state, with its GST state code ('29'). */
export const placeOfSupplySchema = z.object({ state: z.string(), code: z.string() });
export type PlaceOfSupply = z.infer<typeof placeOfSupplySchema>;

/**
 * CGST rule 46, proviso to clause (e): a consumer's invoice of ₹50,000 or more names the buyer,
 * the delivery address and its state (name and code). Paise.
 */
export const B2C_NAMED_BUYER_FROM_PAISE = 5_000_000;

/** The place of supply for goods delivered to this state; code '' when the state is unknown. */
export function placeOfSupplyOf(deliveryState: string): PlaceOfSupply {
  const state = findState(deliveryState);
  return state
    ? { state: state.name, code: state.gstCode }
    : { state: deliveryState.trim(), code: '' };
}

/** GET /api/me/business: the business the customer last bought for, offered at checkout again. */
export const myBusinessSchema = z.object({ business: orderBuyerSchema });
export type MyBusiness = z.infer<typeof myBusinessSchema>;
