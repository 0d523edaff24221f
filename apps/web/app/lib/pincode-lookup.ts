import type { PincodePlace } from '@propwash/domain/shipping/pincode-schemas';
import { stateForPincode } from '@propwash/domain/shipping/shipping';
import type { StateName } from '@propwash/domain/shipping/states';
import { useEffect, useRef, useState } from 'react';
import { isPincode } from '@propwash/domain/shipping/pincode';
import { ApiError, apiRequest } from '#app/lib/api-client.ts';

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
  const [lookup, setLookup] = useState<PincodeLookup | null>(null);
  const pending = useRef<AbortController | null>(null);

  useEffect(() => () => pending.current?.abort(), []);

  function pincodeTyped(value: string) {
    pending.current?.abort();
    pending.current = null;
    const pincode = value.trim();
    if (!isCompletePincode(pincode)) {
      setLookup(null);
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    setLookup({ status: 'loading', pincode });
    lookupPincode(pincode, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setLookup(answer);
        onAnswer(answer);
      },
      () => {
        // Aborted by a newer pincode: that lookup reports instead.
      },
    );
  }

  return { lookup, pincodeTyped, reset: () => setLookup(null) };
}
