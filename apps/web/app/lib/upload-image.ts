import { apiRequest } from '#app/lib/api-client.ts';

/**
 * POST /upload/single (multipart field image) as the signed-in caller; answers the stored WebP's
 * URL. Throws ApiError with the server's reason (`fallbackMessage` when it gives none).
 */
export async function uploadImage(file: File, fallbackMessage = 'Upload failed'): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const { url } = await apiRequest<{ url: string }>('/upload/single', {
    method: 'POST',
    body: form,
    auth: true,
    fallbackMessage,
  });
  return url;
}
