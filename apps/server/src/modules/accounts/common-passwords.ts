import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../platform/app-error.ts';

/**
 * The 1,000 most common passwords that the length rule alone would let through: zxcvbn's
 * frequency-ranked list (from real leaks), keeping those of 8+ characters, top 1,000.
 */
const common = new Set(dictionary['passwords-common'].filter((p) => p.length >= 8).slice(0, 1000));

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

export function refuseCommonPassword(password: string) {
  if (isCommonPassword(password)) {
    throw new AppError(
      'VALIDATION_FAILED',
      'password: This password is too common. Please choose another.',
    );
  }
}
