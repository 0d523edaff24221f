import type { ImportReport } from '@propwash/domain/catalog/import-report';
import { importTemplateCsv } from '@propwash/domain/catalog/import-columns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '#app/lib/api-client.ts';
import { expireSession, getToken } from '#app/lib/auth-store.ts';
import { downloadFile } from '#app/admin/lib/download-file.ts';
import { saveFile } from '#app/admin/ui/save-file.ts';
import { productKeys } from './catalog.queries.ts';

/** The catalogue export (GET /api/products/export) in the import's column set. */
export const downloadCatalogue = (format: 'csv' | 'xlsx') =>
  downloadFile(`/products/export?format=${format}`, `products.${format}`);

/** The import template: the header row and one example row, made in the browser. */
export function downloadTemplate() {
  saveFile(
    new Blob([`\uFEFF${importTemplateCsv()}`], { type: 'text/csv;charset=utf-8' }),
    'propwash-products-template.csv',
  );
}

/** What the server said about a refused import: its message and, when rows were bad, the report. */
export class ImportRefused extends ApiError {
  constructor(
    message: string,
    status: number,
    readonly report: ImportReport | null,
  ) {
    super(message, status);
  }
}

export type ImportMode = 'dryRun' | 'all' | 'validOnly';

/**
 * Sends the file to POST /api/products/import with XMLHttpRequest, whose upload events give a
 * progress bar for big files (fetch has none); `onProgress` gets 0..1.
 */
function uploadImport(
  file: File,
  mode: ImportMode,
  onProgress: (fraction: number) => void,
): Promise<ImportReport> {
  const query =
    mode === 'dryRun' ? '?dryRun=true' : mode === 'validOnly' ? '?skipInvalid=true' : '';
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/products/import${query}`);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError('Could not reach the shop. Check the connection.', 0));
    xhr.onload = () => {
      const body = xhr.response as {
        data?: ImportReport;
        error?: { message?: string; details?: unknown };
      } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.data) return resolve(body.data);
      if (xhr.status === 401) expireSession();
      const details = body?.error?.details as Partial<ImportReport> | undefined;
      const report = details && Array.isArray(details.errors) ? (details as ImportReport) : null;
      reject(
        new ImportRefused(
          body?.error?.message ??
            (xhr.status === 413 ? 'The file is too large' : 'The import failed'),
          xhr.status,
          report,
        ),
      );
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** A dry run or an import of one file; a real import refreshes every product list. */
export function useImportProducts(onProgress: (fraction: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mode }: { file: File; mode: ImportMode }) =>
      uploadImport(file, mode, onProgress),
    onSuccess: (report) => {
      if (report.written) void client.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
