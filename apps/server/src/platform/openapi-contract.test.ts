import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Object keys sorted at every depth: the order routes are registered in is not part of the API. */
function canonical(value: Json): Json {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical(value[key]!)]),
    );
  }
  return value;
}

describe('the published API (/api/docs)', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  // Every path, parameter, body and answer schema an API client relies on. A change here is a
  // change of the API: update the file with `npx vitest run -u` only when that is the intent.
  it('matches the recorded OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = canonical(res.json() as Json);
    await expect(JSON.stringify(doc, null, 1) + '\n').toMatchFileSnapshot(
      './__snapshots__/openapi.json',
    );
  });
});
