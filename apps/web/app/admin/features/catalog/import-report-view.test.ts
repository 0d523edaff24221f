import { describe, expect, it } from 'vitest';
import type { ImportReport } from '@propwash/domain/catalog/import-report';
import { importButtonLabel } from '#app/admin/features/catalog/import-report-view.tsx';

const report = (
  counts: Pick<ImportReport, 'created' | 'updated' | 'unchanged' | 'versions'>,
): ImportReport => ({
  ...counts,
  invalid: 0,
  errors: [],
  errorCount: 0,
  written: false,
  dryRun: true,
  preview: [],
});

describe('importButtonLabel', () => {
  it('counts products and their versions apart', () => {
    const versions = { created: 5, updated: 0, unchanged: 0 };
    expect(importButtonLabel(report({ created: 8, updated: 0, unchanged: 0, versions }))).toBe(
      'Import 3 products (5 versions)',
    );
    const none = { created: 0, updated: 0, unchanged: 0 };
    expect(
      importButtonLabel(report({ created: 1, updated: 1, unchanged: 4, versions: none })),
    ).toBe('Import 2 products');
    expect(
      importButtonLabel(
        report({ created: 0, updated: 2, unchanged: 1, versions: { ...none, updated: 2 } }),
      ),
    ).toBe('Import 2 versions');
    expect(
      importButtonLabel(report({ created: 0, updated: 0, unchanged: 3, versions: none })),
    ).toBe('Nothing to change');
  });
});
