import { describe, expect, it } from 'vitest';
import {
  eraseBodyFor,
  keptCount,
  myDataFilename,
} from '#app/storefront/features/accounts/privacy-api.ts';

describe('myDataFilename', () => {
  it("keeps the server's attachment name", () => {
    expect(myDataFilename('attachment; filename="propwash-my-data-2026-12-06.json"')).toBe(
      'propwash-my-data-2026-12-06.json',
    );
    expect(
      myDataFilename(
        `attachment; filename="my-data.json"; filename*=UTF-8''propwash-my-data-2026-12-06.json`,
      ),
    ).toBe('propwash-my-data-2026-12-06.json');
  });

  it("falls back to India's date when the server names no file", () => {
    // 20:00 UTC on 6 December is already 7 December in India.
    const late = new Date('2026-12-06T20:00:00Z');
    expect(myDataFilename(null, late)).toBe('propwash-my-data-2026-12-07.json');
    expect(myDataFilename('attachment', late)).toBe('propwash-my-data-2026-12-07.json');
  });
});

describe('eraseBodyFor', () => {
  it('sends the password of an account that has one, once it is typed', () => {
    expect(eraseBodyFor(true, '')).toBeNull();
    expect(eraseBodyFor(true, ' secret pass ')).toEqual({ password: ' secret pass ' });
    // Typing ERASE is no password.
    expect(eraseBodyFor(true, 'ERASE')).toEqual({ password: 'ERASE' });
  });

  it('asks an account without a password for ERASE, typed exactly', () => {
    expect(eraseBodyFor(false, '')).toBeNull();
    expect(eraseBodyFor(false, 'ERAS')).toBeNull();
    expect(eraseBodyFor(false, 'erase')).toBeNull();
    expect(eraseBodyFor(false, 'ERASE')).toEqual({ confirm: 'ERASE' });
    expect(eraseBodyFor(false, ' ERASE ')).toEqual({ confirm: 'ERASE' });
  });
});

describe('keptCount', () => {
  it('reads the count of tax documents kept, and nothing else', () => {
    expect(keptCount('3')).toBe(3);
    expect(keptCount('0')).toBe(0);
    expect(keptCount(null)).toBeNull();
    expect(keptCount('')).toBeNull();
    expect(keptCount('-1')).toBeNull();
    expect(keptCount('2e3')).toBeNull();
  });
});
