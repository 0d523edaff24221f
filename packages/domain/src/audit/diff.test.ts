import { describe, expect, it } from 'vitest';
import { diffRecords, MASKED, maskSecrets } from './diff.ts';

describe('diffRecords', () => {
  it('keeps only the fields that changed, compared deeply', () => {
    const before = {
      name: 'Cessna 182',
      pricePaise: 99_900,
      tags: ['trainer'],
      seller: { rating: 4 },
    };
    const after = {
      name: 'Cessna 182',
      pricePaise: 89_900,
      tags: ['trainer'],
      seller: { rating: 5 },
    };
    expect(diffRecords(before, after)).toEqual({
      pricePaise: [99_900, 89_900],
      seller: [{ rating: 4 }, { rating: 5 }],
    });
  });

  it('leaves out bookkeeping timestamps and counts a missing field as null', () => {
    const changes = diffRecords(
      { updatedAt: new Date(1), createdAt: new Date(1), videoUrl: 'https://x' },
      { updatedAt: new Date(2), createdAt: new Date(2) },
    );
    expect(changes).toEqual({ videoUrl: ['https://x', null] });
  });

  it('writes dates as ISO strings and compares only the fields asked for', () => {
    const changes = diffRecords(
      { shippedAt: null, status: 'processing', internal: 1 },
      { shippedAt: new Date('2026-11-26T10:00:00Z'), status: 'shipped', internal: 2 },
      { only: ['shippedAt', 'status'] },
    );
    expect(changes).toEqual({
      shippedAt: [null, '2026-11-26T10:00:00.000Z'],
      status: ['processing', 'shipped'],
    });
  });

  it('never keeps a secret: password hashes, keys and tokens show as hidden', () => {
    const changes = diffRecords(
      { passwordHash: '$argon2id$old', email: 'a@x.in', provider: { apiKey: 'k1', mode: 'test' } },
      { passwordHash: '$argon2id$new', email: 'b@x.in', provider: { apiKey: 'k2', mode: 'live' } },
    );
    expect(changes).toEqual({
      passwordHash: [MASKED, MASKED],
      email: ['a@x.in', 'b@x.in'],
      provider: [
        { apiKey: MASKED, mode: 'test' },
        { apiKey: MASKED, mode: 'live' },
      ],
    });
    expect(JSON.stringify(changes)).not.toMatch(/argon2|k1|k2/);
  });

  it('a secret set for the first time shows as null → hidden', () => {
    expect(diffRecords({ webhookSecret: null }, { webhookSecret: 'whsec_1' })).toEqual({
      webhookSecret: [null, MASKED],
    });
    expect(maskSecrets({ token: 'abc', list: [{ privateKey: 'p' }] })).toEqual({
      token: MASKED,
      list: [{ privateKey: MASKED }],
    });
  });
});
