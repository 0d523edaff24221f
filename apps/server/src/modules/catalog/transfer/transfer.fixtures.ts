import { expect } from 'vitest';
import type { ImportReport } from '@propwash/domain/catalog/import-report';
import { multipartFiles } from '../../../test/multipart.ts';
import type { AuthHeaders, TestApp } from '../../../test/test-app.ts';

/**
 * The calls the catalogue transfer tests make: an import upload and an export download, as the
 * admin `session()` names (read at each call, so after the test file's beforeAll).
 */
export function transferCalls(session: () => { t: TestApp; admin: AuthHeaders }) {
  return {
    /** POST /api/products/import with `data` as the file (field "file", products.csv by default). */
    importFile(
      data: Buffer | string,
      query = '',
      opts: { headers?: Record<string, string>; name?: string; field?: string; type?: string } = {},
    ) {
      const { t, admin } = session();
      const body = multipartFiles([
        {
          field: opts.field ?? 'file',
          data: Buffer.isBuffer(data) ? data : Buffer.from(data),
          name: opts.name ?? 'products.csv',
          type: opts.type ?? 'application/octet-stream',
        },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/products/import${query}`,
        headers: { ...(opts.headers ?? admin), ...body.headers },
        payload: body.payload,
      });
    },

    /** GET /api/products/export in `format`: the file's bytes (the answer must be 200). */
    async exportAs(format: 'csv' | 'xlsx') {
      const { t, admin } = session();
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/products/export?format=${format}`,
        headers: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.rawPayload;
    },
  };
}

/** An import's report from its answer. */
export const report = (res: { json: () => { data: ImportReport } }) => res.json().data;
