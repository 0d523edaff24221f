import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/defaults.ts';
import {
  awaitsCodConfirmation,
  codConfirmationAsksHistory,
  needsCodConfirmation,
} from './cod-confirmation.ts';

const on = { ...defaultSettings.codConfirmation, enabled: true };

describe('needsCodConfirmation', () => {
  it('asks nothing while the setting is off, whatever the order', () => {
    const off = { ...on, enabled: false, aboveAmountPaise: 0, firstTimeCustomers: true };
    expect(needsCodConfirmation(off, { isCod: true, totalPaise: 10_00_000, firstTime: true })).toBe(
      false,
    );
    expect(codConfirmationAsksHistory(off, true)).toBe(false);
  });

  it('asks for cash on delivery above the amount only', () => {
    const s = { ...on, aboveAmountPaise: 5_000_00 };
    expect(needsCodConfirmation(s, { isCod: true, totalPaise: 5_000_01 })).toBe(true);
    expect(needsCodConfirmation(s, { isCod: true, totalPaise: 5_000_00 })).toBe(false);
    expect(needsCodConfirmation(s, { isCod: false, totalPaise: 9_000_00 })).toBe(false);
  });

  it('asks first-time customers when that rule is on', () => {
    const s = { ...on, firstTimeCustomers: true };
    expect(codConfirmationAsksHistory(s, true)).toBe(true);
    expect(codConfirmationAsksHistory(s, false)).toBe(false);
    expect(needsCodConfirmation(s, { isCod: true, totalPaise: 100, firstTime: true })).toBe(true);
    expect(needsCodConfirmation(s, { isCod: true, totalPaise: 100, firstTime: false })).toBe(false);
    expect(needsCodConfirmation(on, { isCod: true, totalPaise: 100, firstTime: true })).toBe(false);
  });

  it('counts a cancelled order as no longer waiting', () => {
    expect(awaitsCodConfirmation({ status: 'confirmed', codConfirmation: 'awaiting' })).toBe(true);
    expect(awaitsCodConfirmation({ status: 'cancelled', codConfirmation: 'awaiting' })).toBe(false);
    expect(awaitsCodConfirmation({ status: 'confirmed', codConfirmation: 'confirmed' })).toBe(
      false,
    );
  });
});
