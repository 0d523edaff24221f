import { z } from 'zod';

/**
 * What a customer's uploaded image is for (`POST /api/upload/single?purpose=…`): a profile
 * picture, or a photo for a return request, which is kept larger so the owner can see damage.
 */
export const uploadPurposeSchema = z.enum(['avatar', 'return-photo']);
export type UploadPurpose = z.infer<typeof uploadPurposeSchema>;
