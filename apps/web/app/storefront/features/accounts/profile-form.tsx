import type { SessionUser } from '@propwash/domain/accounts/schemas';
import { Camera, Mail, Trash2 } from '#app/ui/icons.tsx';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { saveStoredUser } from '#app/lib/auth-store.ts';
import { notify } from '#app/lib/notify.ts';
import { updateProfile, uploadImage } from '#app/storefront/features/accounts/account-api.ts';
import {
  fieldErrorsOf,
  loadAccountSchemas,
} from '#app/storefront/features/accounts/field-errors.ts';
import { fieldProps, FormField, NameField, PhoneField } from '#app/ui/form-field.tsx';
import { Avatar } from '#app/ui/avatar.tsx';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { inputClassName } from '#app/ui/field-styles.ts';

type Field = 'name' | 'phone' | 'avatar';

// The server's limit for POST /upload/single; checked here first to spare a slow upload.
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The Profile tab: name, phone and photo are editable; the email is read-only. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const [avatar, setAvatar] = useState(user.avatar);
  const [isUploading, setIsUploading] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const fileRef = useRef<HTMLInputElement>(null);

  async function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      notify.error('Please choose an image file (JPEG, PNG or WebP).');
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      notify.error('Image must be 5 MB or smaller');
      return;
    }
    setIsUploading(true);
    try {
      const { url } = await uploadImage(file);
      setAvatar(url);
      notify.success('Image uploaded!');
    } catch (error) {
      // The server's message, else 'Upload failed' (the request's fallback).
      notify.error(error instanceof Error ? error.message : 'Upload failed');
    } finally {
      setIsUploading(false);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setIsSaving(true);
    try {
      const { updateProfileBodySchema } = await loadAccountSchemas();
      const phone = String(form.get('phone') ?? '').trim();
      const parsed = updateProfileBodySchema.safeParse({
        name: String(form.get('name') ?? ''),
        phone: phone || null,
        avatar,
      });
      if (!parsed.success) {
        setErrors(fieldErrorsOf<Field>(parsed.error));
        return;
      }
      setErrors({});
      const updated = await updateProfile(parsed.data);
      saveStoredUser(updated);
      notify.success('Profile updated successfully!');
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'Failed to update profile');
    } finally {
      setIsSaving(false);
    }
  }

  const isAvatarChanged = avatar !== user.avatar;

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="rounded-card border border-slate-200 bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-col gap-4 border-b border-slate-100 pb-6 sm:flex-row sm:items-center">
        <Avatar name={user.name} src={avatar} className="size-20 text-3xl" />
        <div className="space-y-2">
          <p className="text-sm font-medium text-slate-800">Profile photo</p>
          <div className="flex flex-wrap gap-2">
            <input
              ref={fileRef}
              id="profile-avatar"
              type="file"
              accept="image/*"
              className="sr-only"
              onChange={(event) => void onFileChange(event)}
              aria-label="Upload a profile photo"
            />
            <button
              type="button"
              disabled={isUploading}
              onClick={() => fileRef.current?.click()}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <Camera aria-hidden /> {isUploading ? 'Uploading…' : 'Change photo'}
            </button>
            {avatar && (
              <button
                type="button"
                onClick={() => setAvatar(null)}
                className={buttonVariants({ variant: 'ghost', size: 'sm' })}
              >
                <Trash2 aria-hidden /> Remove
              </button>
            )}
          </div>
          <p className="text-xs text-slate-500">
            {isAvatarChanged
              ? 'Save changes to keep your new photo.'
              : 'JPEG, PNG or WebP, up to 5 MB.'}
          </p>
          {errors.avatar && <p className="text-sm text-danger-700">{errors.avatar}</p>}
        </div>
      </div>

      <div className="grid gap-4 pt-6 sm:grid-cols-2">
        <NameField id="profile-name" error={errors.name} required defaultValue={user.name} />
        <PhoneField
          id="profile-phone"
          label="Phone"
          hint="10-digit mobile number"
          error={errors.phone}
          defaultValue={user.phone ?? ''}
        />
        <div className="sm:col-span-2">
          <FormField
            id="profile-email"
            label="Email"
            hint="Your sign-in email cannot be changed here."
          >
            <div className="relative">
              <Mail
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
                aria-hidden
              />
              <input
                {...fieldProps('profile-email', undefined, true)}
                type="email"
                value={user.email}
                readOnly
                className={`${inputClassName} pl-9 read-only:bg-slate-50 read-only:text-slate-600`}
              />
            </div>
          </FormField>
        </div>
      </div>

      <div className="mt-6 flex justify-end">
        <button type="submit" disabled={isSaving || isUploading} className={buttonVariants()}>
          {isSaving ? 'Saving…' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
