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

/** The welcome email of a new account: where to find orders, addresses and the password. */
export function welcomeEmail(p: { to: string; name: string; publicUrl: string }): Email {
  const account = `${p.publicUrl}/profile`;
  const shop = `${p.publicUrl}/products`;
  const text = [
    `Hello ${p.name},`,
    '',
    'Welcome to Propwash! Your account is ready.',
    '',
    `Browse RC planes, drones, cars and parts: ${shop}`,
    `Your orders, addresses and sign-in settings: ${account}`,
    '',
    'If you did not create this account, reply to this email and we will close it.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(p.name)},</p>
<p>Welcome to Propwash! Your account is ready.</p>
<p><a href="${escapeHtml(shop)}">Browse RC planes, drones, cars and parts</a></p>
<p>Your orders, addresses and sign-in settings are in <a href="${escapeHtml(account)}">your account</a>.</p>
<p>If you did not create this account, reply to this email and we will close it.</p>`;
  return { to: p.to, subject: 'Welcome to Propwash', text, html, template: 'welcome' };
}

/** A sign-in code (docs/decisions/sign-in-with-a-code.md): on its own when asked by email, else instead of WhatsApp. */
export function signInCodeEmail(p: { to: string; name: string; code: string }): Email {
  const text = [
    `Hello ${p.name},`,
    '',
    `Your Propwash sign-in code is ${p.code}. It works for 10 minutes.`,
    '',
    'If you did not ask for it, ignore this email: nobody can sign in without the code.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(p.name)},</p>
<p>Your Propwash sign-in code is</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${escapeHtml(p.code)}</p>
<p>It works for 10 minutes.</p>
<p>If you did not ask for it, ignore this email: nobody can sign in without the code.</p>`;
  return {
    to: p.to,
    subject: `${p.code} is your Propwash sign-in code`,
    text,
    html,
    template: 'sign-in-code',
  };
}
