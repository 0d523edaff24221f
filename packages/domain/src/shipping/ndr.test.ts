import { describe, expect, it } from 'vitest';
import { ndrChoiceBodySchema, ndrReasonFor } from './ndr.ts';

// Failed deliveries (docs/decisions/failed-deliveries.md): the courier's words read as a reason,
// and the customer's choice as the link's form sends it.
describe('ndrReasonFor', () => {
  it.each([
    ['Consignee not available at address', 'customer_unavailable'],
    ['Door locked', 'customer_unavailable'],
    ['Customer refused to accept', 'refused'],
    ['COD amount not ready', 'cod_not_ready'],
    ['Wrong pincode', 'address_issue'],
    ['Address incomplete, landmark needed', 'address_issue'],
    ['Customer phone switched off', 'phone_unreachable'],
    ['Customer asked for future delivery', 'rescheduled'],
    ['Shipment held', 'other'],
  ])('%s → %s', (remark, reason) => {
    expect(ndrReasonFor(remark)).toBe(reason);
  });
});

describe('ndrChoiceBodySchema', () => {
  it('takes a corrected Indian mobile as ten digits and refuses an empty correction', () => {
    expect(
      ndrChoiceBodySchema.parse({ choice: 'update_details', phone: '+91 98765-43210' }),
    ).toMatchObject({ phone: '9876543210' });
    expect(
      ndrChoiceBodySchema.safeParse({ choice: 'update_details', phone: '12345' }).success,
    ).toBe(false);
    expect(ndrChoiceBodySchema.safeParse({ choice: 'update_details' }).success).toBe(false);
    expect(ndrChoiceBodySchema.safeParse({ choice: 'cancel' }).success).toBe(false);
  });
});
