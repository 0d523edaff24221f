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

/** The shop's answer to a contact message; the customer's own words are quoted below it. */
export function contactReplyEmail(p: {
  to: string;
  storeName: string;
  customerName: string;
  subject: string;
  reply: string;
  original: string;
  receivedAt: Date;
}): Email {
  const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ');
  const quoted = p.original
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const when = p.receivedAt.toISOString().slice(0, 10);
  const text = [
    `Dear ${p.customerName},`,
    '',
    p.reply,
    '',
    `— ${p.storeName}`,
    '',
    `You wrote on ${when}:`,
    quoted,
  ].join('\n');
  const html = `<p>Dear ${escapeHtml(p.customerName)},</p>
<p style="white-space:pre-wrap">${escapeHtml(p.reply)}</p>
<p>— ${escapeHtml(p.storeName)}</p>
<p style="color:#64748b">You wrote on ${when}:</p>
<blockquote style="white-space:pre-wrap;color:#64748b;border-left:3px solid #cbd5e1;margin:0;padding-left:12px">${escapeHtml(p.original)}</blockquote>`;
  return {
    to: p.to,
    subject: oneLine(`Re: ${p.subject || `Your message to ${p.storeName}`}`).slice(0, 200),
    text,
    html,
    template: 'contact-reply',
  };
}

/**
 * Every newsletter email carries its unsubscribe link in the body and, for mail programs, the
 * List-Unsubscribe headers with one-click POST (RFC 8058).
 */
export function withUnsubscribe(email: Email, unsubscribeUrl: string): Email {
  return {
    ...email,
    text: `${email.text}\n\n--\nUnsubscribe: ${unsubscribeUrl}`,
    html: `${email.html}
<hr><p style="font-size:12px;color:#64748b">Don't want these emails? <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a>.</p>`,
    headers: {
      ...email.headers,
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Sent when someone (re)subscribes: what to expect, and how to leave. */
export function newsletterWelcomeEmail(p: {
  to: string;
  storeName: string;
  shopUrl: string;
  unsubscribeUrl: string;
}): Email {
  return withUnsubscribe(
    {
      to: p.to,
      subject: `You're subscribed to ${p.storeName}`.slice(0, 200),
      text: `Thanks for subscribing to ${p.storeName}! We'll email you about new arrivals and deals.\n\nShop: ${p.shopUrl}`,
      html: `<p>Thanks for subscribing to ${escapeHtml(p.storeName)}! We'll email you about new arrivals and deals.</p>
<p><a href="${escapeHtml(p.shopUrl)}">Visit the shop</a></p>`,
      template: 'newsletter-welcome',
    },
    p.unsubscribeUrl,
  );
}

/**
 * The owner's newsletter to one subscriber: their words as plain text (paragraphs kept), the
 * shop's link, and the one-click unsubscribe (withUnsubscribe).
 */
export function newsletterEmail(p: {
  to: string;
  storeName: string;
  subject: string;
  body: string;
  shopUrl: string;
  unsubscribeUrl: string;
}): Email {
  const paragraphs = p.body
    .split(/\n\s*\n/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => `<p style="white-space:pre-wrap">${escapeHtml(para)}</p>`)
    .join('\n');
  return withUnsubscribe(
    {
      to: p.to,
      subject: p.subject.replace(/[\r\n]+/g, ' ').slice(0, 200),
      text: `${p.body}\n\n— ${p.storeName}\n${p.shopUrl}`,
      html: `${paragraphs}
<p>— ${escapeHtml(p.storeName)}<br><a href="${escapeHtml(p.shopUrl)}">${escapeHtml(p.shopUrl)}</a></p>`,
      template: 'newsletter',
    },
    p.unsubscribeUrl,
  );
}
