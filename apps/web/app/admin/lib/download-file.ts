// Downloads of the admin's files (exports, invoices, labels) behind its sign-in.
import { ApiError } from '#app/lib/api-client.ts';
import { getToken } from '#app/lib/auth-store.ts';
import { saveFile } from '#app/admin/ui/save-file.ts';

/** Fetches an authenticated file and hands it to the browser as a download. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = getToken();
  const response = await fetch(`/api${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const message = (body as { error?: { message?: string } } | null)?.error?.message;
    throw new ApiError(message ?? 'Download failed', response.status);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  saveFile(await response.blob(), name);
}
