import { describe, expect, it } from 'vitest';
import { defaultSettings } from '@propwash/domain/settings/defaults';
import { useTestApp } from '../../test/test-app.ts';
import { settings } from './settings.tables.ts';

const session = useTestApp();

describe('GET /api/settings/store', () => {
  it('answers the defaults on an empty database, then what is stored, without secrets', async () => {
    const before = await session.t.app.inject({ method: 'GET', url: '/api/settings/store' });
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({
      storeName: 'Propwash',
      supportEmail: defaultSettings.general.supportEmail,
      returnsDays: 7,
      freeShippingThreshold: 999,
    });

    await session.t.db.insert(settings).values([
      {
        section: 'general',
        value: { ...defaultSettings.general, supportEmail: 'help@rc.example', returnsDays: 10 },
      },
      { section: 'shipping', value: { ...defaultSettings.shipping, freeThresholdPaise: 149_900 } },
    ]);
    // Public reads are cached briefly; an admin write invalidates, here the test does.
    session.t.services.settings.invalidate();
    const after = (await session.t.app.inject({ method: 'GET', url: '/api/settings/store' })).json()
      .data;
    expect(after).toMatchObject({
      supportEmail: 'help@rc.example',
      returnsDays: 10,
      freeShippingThreshold: 1499,
    });
    expect(after).not.toHaveProperty('codLimitPaise');
  });

  it('falls back to the defaults when a stored section no longer parses', async () => {
    await session.t.db.update(settings).set({ value: { supportEmail: 'not-an-email' } });
    session.t.services.settings.invalidate();
    const res = (await session.t.app.inject({ method: 'GET', url: '/api/settings/store' })).json()
      .data;
    expect(res.supportEmail).toBe(defaultSettings.general.supportEmail);
  });
});
