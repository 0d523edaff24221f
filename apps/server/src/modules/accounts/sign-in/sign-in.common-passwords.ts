import { AppError } from '../../../platform/app-error.ts';

let common: Promise<Set<string>> | null = null;

/**
 * The 1,000 most common passwords that the length rule alone would let through: zxcvbn's
 * frequency-ranked list (from real leaks), keeping those of 8+ characters, top 1,000. Read when
 * a password is first set, not at every start: the package decompresses all its dictionaries
 * when imported (~0.1 s of CPU; docs/decisions/npm-start-runs-the-compiled-server.md).
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(dictionary['passwords-common'].filter((p) => p.length >= 8).slice(0, 1000)),
  );
  return common;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

export async function refuseCommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) {
    throw new AppError(
      'VALIDATION_FAILED',
      'password: This password is too common. Please choose another.',
    );
  }
}
