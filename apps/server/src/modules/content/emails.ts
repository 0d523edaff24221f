import type { Email } from '../../platform/mail.ts';
import escapeHtml from 'escape-html';

/** A contact-form message as the shop receives it; the visitor's address is the one to reply to. */
export function contactMessageEmail(p: {
  to: string;
  storeName: string;
  name: string;
  email: string;
  phone?: string;
  subject?: string;
  message: string;
  receivedAt: Date;
}): Email {
  const subject = p.subject || 'New message';
  // Line breaks would let a visitor write extra mail headers into the subject.
  const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ');
  const fields: [string, string][] = [
    ['From', p.name],
    ['Reply to', p.email],
    ...(p.phone ? ([['Phone', p.phone]] as [string, string][]) : []),
    ['Subject', subject],
    ['Received', p.receivedAt.toISOString()],
  ];
  const text = [
    `A visitor wrote to ${p.storeName} through the contact form.`,
    '',
    ...fields.map(([k, v]) => `${k}: ${v}`),
    '',
    p.message,
  ].join('\n');
  const html = `<p>A visitor wrote to ${escapeHtml(p.storeName)} through the contact form.</p>
<table>${fields
    .map(([k, v]) =>
      k === 'Reply to'
        ? `<tr><th align="left">${k}</th><td><a href="mailto:${escapeHtml(v)}">${escapeHtml(v)}</a></td></tr>`
        : `<tr><th align="left">${k}</th><td>${escapeHtml(v)}</td></tr>`,
    )
    .join('')}</table>
<p style="white-space:pre-wrap">${escapeHtml(p.message)}</p>`;
  return {
    to: p.to,
    subject: oneLine(`Contact form: ${subject} (from ${p.name})`).slice(0, 200),
    text,
    html,
    template: 'contact-message',
  };
}
