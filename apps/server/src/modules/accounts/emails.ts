import escapeHtml from 'escape-html';
import type { Email } from '../../platform/mail.ts';

/** The password-reset email: the link always points at PUBLIC_URL, never at a request's Host. */
export function resetPasswordEmail(p: { to: string; name: string; link: string }): Email {
  const text = [
    `Hello ${p.name},`,
    '',
    'Someone (hopefully you) asked to reset the password of your Propwash account.',
    'Open this link within one hour to choose a new password:',
    '',
    p.link,
    '',
    'If you did not ask for this, ignore this email: your password stays as it is.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(p.name)},</p>
<p>Someone (hopefully you) asked to reset the password of your Propwash account. Open this link within one hour to choose a new password:</p>
<p><a href="${escapeHtml(p.link)}">Reset my password</a></p>
<p>If you did not ask for this, ignore this email: your password stays as it is.</p>`;
  return {
    to: p.to,
    subject: 'Reset your Propwash password',
    text,
    html,
    template: 'reset-password',
  };
}
