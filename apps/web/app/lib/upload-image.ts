import type { UploadPurpose } from '@propwash/domain/platform/uploads';
import { apiRequest } from '#app/lib/api-client.ts';

/**
 * POST /upload/single (multipart field image) as the signed-in caller; answers the stored WebP's
 * URL. A customer's image is a profile picture unless `purpose` says otherwise (an admin's is a
 * shop image either way). Throws ApiError with the server's reason (`fallbackMessage` when it
 * gives none).
 */
export async function uploadImage(
  file: File,
  fallbackMessage = 'Upload failed',
  purpose: UploadPurpose = 'avatar',
): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const { url } = await apiRequest<{ url: string }>(`/upload/single?purpose=${purpose}`, {
    method: 'POST',
    body: form,
    auth: true,
    fallbackMessage,
  });
  return url;
}
