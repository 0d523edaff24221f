/** Limits per window; each key is counted in the database so it holds across instances. */
export const accountLimits = {
  loginPerIp: { limit: 30, windowSeconds: 15 * 60 },
  /** Wrong passwords for one account from devices that never signed in to it. */
  loginFailuresPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  /** Wrong passwords from one device that signed in to the account before (sign-in.known-device.ts). */
  loginFailuresPerDevice: { limit: 10, windowSeconds: 15 * 60 },
  /** Wrong current passwords on the change-password form, per signed-in user. */
  changePasswordFailuresPerUser: { limit: 10, windowSeconds: 15 * 60 },
  registerPerIp: { limit: 10, windowSeconds: 60 * 60 },
  forgotPerIp: { limit: 10, windowSeconds: 60 * 60 },
  forgotPerEmail: { limit: 3, windowSeconds: 60 * 60 },
  resetPerIp: { limit: 20, windowSeconds: 60 * 60 },
  /** Unknown, used or expired reset tokens tried from one address before every try is refused. */
  resetFailuresPerIp: { limit: 10, windowSeconds: 60 * 60 },
  /** Sign-in codes asked for (docs/decisions/sign-in-with-a-code.md), per number or email whether or not it has an account. */
  codeRequestsPerTarget: { limit: 3, windowSeconds: 15 * 60 },
  codeRequestsPerTargetDay: { limit: 10, windowSeconds: 24 * 60 * 60 },
  codeRequestsPerIp: { limit: 20, windowSeconds: 60 * 60 },
  /** Codes tried from one address (a device that signed in to the account before skips it). */
  codeVerifiesPerIp: { limit: 30, windowSeconds: 15 * 60 },
};
