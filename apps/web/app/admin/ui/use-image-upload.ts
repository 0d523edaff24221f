import { useState } from 'react';
import { uploadImage } from '#app/lib/upload-image.ts';
import { toast } from '#app/ui/toaster.tsx';

/** Uploads one picked image (toasts how it went) and hands its URL to `onUploaded`. */
export function useImageUpload(onUploaded: (url: string) => void) {
  const [uploading, setUploading] = useState(false);
  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      onUploaded(await uploadImage(file));
      toast.success('Image uploaded!');
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'Upload failed');
    } finally {
      setUploading(false);
    }
  }
  return { uploading, upload };
}
