import { describe, expect, it } from 'vitest';
import { findState } from './shipping.ts';
import { indianStates } from './states.ts';

describe('GST state codes', () => {
  it('gives every state and union territory its own two-digit code', () => {
    const codes = indianStates.map((s) => s.gstCode);
    expect(codes).toHaveLength(36);
    expect(new Set(codes).size).toBe(36);
    for (const code of codes) expect(code).toMatch(/^(0[1-9]|[1-3][0-9])$/);
  });

  it('looks the code up by state name, case and spacing ignored', () => {
    expect(findState('Karnataka')?.gstCode).toBe('29');
    expect(findState('  tamil   NADU ')?.gstCode).toBe('33');
    expect(findState('Delhi')?.gstCode).toBe('07');
    expect(findState('Dadra and Nagar Haveli and Daman and Diu')?.gstCode).toBe('26');
    expect(findState('Ladakh')?.gstCode).toBe('38');
    expect(findState('Atlantis')).toBeNull();
  });
});
