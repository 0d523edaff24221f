import { z } from 'zod';
import { stateNames } from './states.ts';
import { PINCODE_PATTERN } from './pincode.ts';

/** The one message for anything that is not a 6-digit Indian pincode (they never start with 0). */
export const pincodeFormatMessage = 'Enter a 6-digit pincode';

export const pincodeSchema = z
  .string({ error: pincodeFormatMessage })
  .trim()
  .regex(PINCODE_PATTERN, pincodeFormatMessage);

/** A state or union territory of India by its name (checkout, quotes, saved addresses). */
export const stateSchema = z.enum(stateNames, {
  error: 'Please choose a state or union territory',
});

export const pincodeParamsSchema = z.object({ pincode: pincodeSchema });

/** GET /api/shipping/pincodes/:pincode: the city (district) and state India Post lists for it. */
export const pincodePlaceSchema = z.object({
  pincode: z.string(),
  city: z.string(),
  state: z.enum(stateNames),
});
export type PincodePlace = z.infer<typeof pincodePlaceSchema>;

export const pincodeNotFoundMessage = (pincode: string) =>
  `We could not find pincode ${pincode}. Please check it.`;
