import { describe, expect, it } from 'vitest';
import { gstinCheckChar } from '@propwash/domain/settings/gstin';
import { businessBuyerSchema } from '@propwash/domain/orders/business-buyer';
import { ApiError } from '#app/lib/api-client.ts';
import {
  businessErrorsFrom,
  checkBusiness,
  placeOfSupplyLabel,
} from '#app/storefront/features/checkout/business-rules.ts';

const gstin = (first14: string) => `${first14}${gstinCheckChar(first14)}`;
const right = gstin('29AABCS1234K1Z');

describe('the business box', () => {
  it('takes a GSTIN typed in lower case or with spaces, in capitals, and a trimmed legal name', () => {
    const spaced = `${right.slice(0, 2)} ${right.slice(2, 12).toLowerCase()} ${right.slice(12)}`;
    expect(checkBusiness({ gstin: spaced, legalName: '  Skyhigh Flying Club LLP ' })).toEqual({
      ok: true,
      business: { gstin: right, legalName: 'Skyhigh Flying Club LLP' },
    });
  });

  it("gives the API's own message for each fault", () => {
    const cases = [
      `${right.slice(0, 14)}${right.endsWith('A') ? 'B' : 'A'}`,
      gstin('40AABCS1234K1Z'),
      gstin('00AABCS1234K1Z'),
      '29AABCS1234K',
    ];
    for (const bad of cases) {
      const server = businessBuyerSchema.safeParse({ gstin: bad, legalName: 'A Club' });
      const messages = server.success ? [] : server.error.issues.map((i) => i.message);
      expect(checkBusiness({ gstin: bad, legalName: 'A Club' })).toEqual({
        ok: false,
        errors: { gstin: messages[0] },
      });
    }
    expect(checkBusiness({ gstin: '', legalName: '' })).toEqual({
      ok: false,
      errors: {
        gstin: 'Please enter a GSTIN',
        legalName: 'Please enter the legal name registered for this GSTIN',
      },
    });
    const long = 'L'.repeat(121);
    const server = businessBuyerSchema.safeParse({ gstin: right, legalName: long });
    expect(checkBusiness({ gstin: right, legalName: long })).toEqual({
      ok: false,
      errors: { legalName: server.error?.issues[0]?.message },
    });
  });

  it("shows the server's refusal under the field it names", () => {
    const refused = new ApiError('business.legalName: Too short', 400, 'VALIDATION_FAILED', {
      error: {
        message: 'business.legalName: Too short',
        details: { issues: [{ field: 'business.legalName', message: 'Too short' }] },
      },
    });
    expect(businessErrorsFrom(refused, 'x')).toEqual({ legalName: 'Too short' });
    expect(businessErrorsFrom(new ApiError('Offline', 0), 'x')).toEqual({ gstin: 'Offline' });
    expect(businessErrorsFrom(new Error('boom'), 'Could not check')).toEqual({
      gstin: 'Could not check',
    });
  });

  it('prints the place of supply with its code', () => {
    expect(placeOfSupplyLabel({ state: 'Karnataka', code: '29' })).toBe('Karnataka (29)');
    expect(placeOfSupplyLabel({ state: 'Atlantis', code: '' })).toBe('Atlantis');
  });
});
