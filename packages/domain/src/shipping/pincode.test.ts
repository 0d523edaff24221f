import { describe, expect, it } from 'vitest';
import { addressBodySchema } from '../accounts/schemas.ts';
import { shippingDetailsSchema } from '../orders/schemas.ts';
import { generalSettingsSchema } from '../settings/defaults.ts';
import { pincodeSchema } from './pincode-schemas.ts';
import { isPincode, PINCODE_PATTERN, pincodeProblem } from './pincode.ts';
import { stateForPincode } from './shipping.ts';

describe('pincode pattern', () => {
  it('takes six digits that do not start with 0', () => {
    expect(isPincode('560034')).toBe(true);
    expect(isPincode(' 110001 ')).toBe(true);
    expect(isPincode('012345')).toBe(false);
    expect(isPincode('56003')).toBe(false);
    expect(isPincode('5600345')).toBe(false);
    expect(isPincode('56OO34')).toBe(false);
    expect(isPincode('')).toBe(false);
    expect(PINCODE_PATTERN.test(' 560034')).toBe(false);
  });

  it('is the rule of every schema that takes a pincode', () => {
    for (const [pin, ok] of [
      ['560034', true],
      ['012345', false],
      ['12345', false],
    ] as const) {
      expect(pincodeSchema.safeParse(pin).success).toBe(ok);
      expect(addressBodySchema.shape.pincode.safeParse(pin).success).toBe(ok);
      expect(shippingDetailsSchema.shape.pincode.safeParse(pin).success).toBe(ok);
      expect(generalSettingsSchema.shape.pincode.safeParse(pin).success).toBe(ok);
      if (!ok) expect(stateForPincode(pin)).toBeNull();
    }
  });
});

describe('pincodeProblem', () => {
  it("names what is wrong in the shopper's words", () => {
    expect(pincodeProblem('56003')).toBe('Please enter a 6-digit pincode');
    expect(pincodeProblem('')).toBe('Please enter a 6-digit pincode');
    expect(pincodeProblem('000000')).toBe(
      'This is not a valid Indian pincode (they start with 1-9)',
    );
    expect(pincodeProblem('012345')).toBe(
      'This is not a valid Indian pincode (they start with 1-9)',
    );
    expect(pincodeProblem(' 560034 ')).toBeNull();
  });
});
