/**
 * An email the shop sends. Modules write their own (orders/lifecycle/lifecycle.emails.ts, accounts/accounts.emails.ts, …); the
 * notifications module sends it through SMTP or keeps it in the outbox.
 */
export type Email = {
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  /** Extra mail headers (List-Unsubscribe on newsletters); SMTP sends them, the outbox does not keep them. */
  headers?: Record<string, string>;
};

/**
 * What a module needs to send an email now. The notifications service provides it and
 * app-services.ts hands it over, so a module that sends mail does not depend on notifications.
 */
export type Mailer = { sendEmail(email: Email): Promise<void> };
