import { apiRequest } from '#app/lib/api-client.ts';

/**
 * POST /upload/single (multipart field image) as an admin; answers the stored WebP's URL. Throws
 * ApiError with the server's reason ('Upload failed' when it gives none).
 */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const { url } = await apiRequest<{ url: string }>('/upload/single', {
    method: 'POST',
    body: form,
    auth: true,
    fallbackMessage: 'Upload failed',
  });
  return url;
}
