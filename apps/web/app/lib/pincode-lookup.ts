import type { PincodePlace } from '@propwash/domain/shipping/pincode-schemas';
import { stateForPincode } from '@propwash/domain/shipping/shipping';
import type { StateName } from '@propwash/domain/shipping/states';
import { useState } from 'react';
import { isPincode } from '@propwash/domain/shipping/pincode';
import { ApiError, apiRequest } from '#app/lib/api-client.ts';
import { useApiData } from '#app/lib/use-api-data.ts';

/**
 * Pincode → city and state, the way the marketplaces fill an address: the shopper types six digits
 * and the rest follows (GET /api/shipping/pincodes/:pincode, see /api/docs).
 */
export type PincodeLookup =
  | { status: 'loading'; pincode: string }
  | { status: 'found'; pincode: string; city: string; state: StateName }
  | { status: 'unknown'; pincode: string }
  /** The shop could not be asked (offline, server trouble): the postal-circle rule's state, if any. */
  | { status: 'unavailable'; pincode: string; state: StateName | null };

export type PincodeAnswer = Exclude<PincodeLookup, { status: 'loading' }>;

export function isCompletePincode(value: string): boolean {
  return isPincode(value);
}

export async function lookupPincode(pincode: string, signal?: AbortSignal): Promise<PincodeAnswer> {
  try {
    const found = await apiRequest<PincodePlace>(
      `/shipping/pincodes/${encodeURIComponent(pincode)}`,
      { signal },
    );
    return { status: 'found', pincode, city: found.city, state: found.state };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return { status: 'unknown', pincode };
    }
    if (signal?.aborted) throw error;
    return { status: 'unavailable', pincode, state: stateForPincode(pincode) };
  }
}

/**
 * Looks up each complete pincode the shopper types (the last one wins; an edit cancels the
 * request before it). `onAnswer` fills the other fields; `lookup` drives the hint under the field.
 * Only typing triggers it, so a saved address picked whole is never overwritten.
 */
export function usePincodeAutofill(onAnswer: (answer: PincodeAnswer) => void) {
  const [typed, setTyped] = useState<string | null>(null);
  const answer = useApiData(typed, (signal, pincode) => lookupPincode(pincode, signal), {
    onData: onAnswer,
  });

  function clear() {
    setTyped(null);
    answer.reset();
  }

  function pincodeTyped(value: string) {
    const pincode = value.trim();
    if (isCompletePincode(pincode)) setTyped(pincode);
    else clear();
  }

  const lookup: PincodeLookup | null =
    typed === null
      ? null
      : answer.isLoading || !answer.data
        ? { status: 'loading', pincode: typed }
        : answer.data;
  return { lookup, pincodeTyped, reset: clear };
}
