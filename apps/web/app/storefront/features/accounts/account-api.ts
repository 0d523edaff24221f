import type {
  AccountSecurity,
  AuthResult,
  LoginBody,
  RegisterBody,
  SessionUser,
  UpdateProfileBody,
} from '@propwash/domain/accounts/schemas';
import type {
  SignInCodeRequestBody,
  SignInCodeSent,
  SignInCodeVerifyBody,
} from '@propwash/domain/accounts/sign-in-codes';
import { apiRequest } from '#app/lib/api-client.ts';

// One function per accounts call; each fallback is the message shown when the server gives none.

export function login(body: LoginBody) {
  return apiRequest<AuthResult>('/auth/login', {
    method: 'POST',
    body,
    fallbackMessage: 'Login failed',
  });
}

/** Asks for a six-digit sign-in code on WhatsApp or by email (docs/decisions/sign-in-with-a-code.md). */
export function requestSignInCode(body: SignInCodeRequestBody) {
  return apiRequest<SignInCodeSent>('/auth/code/request', {
    method: 'POST',
    body,
    fallbackMessage: 'We could not send a code. Please try again.',
  });
}

export function verifySignInCode(body: SignInCodeVerifyBody) {
  return apiRequest<AuthResult>('/auth/code/verify', {
    method: 'POST',
    body,
    fallbackMessage: 'We could not sign you in with that code.',
  });
}

export function register(body: RegisterBody) {
  return apiRequest<AuthResult>('/auth/register', {
    method: 'POST',
    body,
    fallbackMessage: 'Registration failed',
  });
}

export function googleLogin(credential: string) {
  return apiRequest<AuthResult>('/auth/google-login', {
    method: 'POST',
    body: { token: credential },
    fallbackMessage: 'Google sign-in failed',
  });
}

export function forgotPassword(email: string) {
  return apiRequest<{ message: string }>('/auth/forgot-password', {
    method: 'POST',
    body: { email },
    fallbackMessage: 'Failed to send reset link',
  });
}

export function resetPassword(token: string, password: string) {
  return apiRequest<{ message: string }>(`/auth/reset-password/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { password },
    fallbackMessage: 'Failed to reset password',
  });
}

export function getMe(signal?: AbortSignal) {
  return apiRequest<SessionUser>('/auth/me', { auth: true, signal });
}

export function updateProfile(body: UpdateProfileBody) {
  return apiRequest<SessionUser>('/auth/profile', {
    method: 'PUT',
    body,
    auth: true,
    fallbackMessage: 'Failed to update profile',
  });
}

/** Uploads one image (multipart field 'image'); the server answers its public URL. */
export function uploadImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  return apiRequest<{ url: string }>('/upload/single', {
    method: 'POST',
    body: form,
    auth: true,
    fallbackMessage: 'Upload failed',
  });
}

/** Whether the account has a password, and where it is signed in (this device first). */
export function getSecurity(signal?: AbortSignal) {
  return apiRequest<AccountSecurity>('/auth/security', {
    auth: true,
    signal,
    fallbackMessage: 'Could not load your devices',
  });
}

export { changePassword, signOutOtherSessions, signOutSession } from '#app/lib/account-security.ts';
