import escapeHtml from 'escape-html';
import { formatIndiaTime } from '@propwash/domain/india-time';
import type { Email } from '../../platform/mail.ts';

// The emails of a grievance (docs/decisions/grievances.md): the customer's copy with the ticket
// and the two due times, the officer's notice, and the officer's reply.

/** Line breaks would let a visitor write extra mail headers into the subject. */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').slice(0, 200);
const when = (d: Date) => `${formatIndiaTime(d)} IST`;

type Ticket = {
  ticket: string;
  name: string;
  email: string;
  phone: string | null;
  orderNumber: string | null;
  subject: string;
  message: string;
  createdAt: Date;
  acknowledgeBy: Date;
  resolveBy: Date;
};

function fieldsTable(fields: [string, string][]): string {
  return `<table>${fields
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')}</table>`;
}

/** Sent to the customer at once: the ticket, when to expect an answer and how to look it up. */
export function grievanceReceivedEmail(p: {
  storeName: string;
  lookupUrl: string;
  g: Ticket;
}): Email {
  const { g } = p;
  const fields: [string, string][] = [
    ['Ticket', g.ticket],
    ['Received', when(g.createdAt)],
    ['Acknowledged by', when(g.acknowledgeBy)],
    ['Resolved by', when(g.resolveBy)],
    ...(g.orderNumber ? ([['Order', g.orderNumber]] as [string, string][]) : []),
    ['Subject', g.subject],
  ];
  const text = [
    `Dear ${g.name},`,
    '',
    `We have received your complaint to the grievance officer of ${p.storeName}.`,
    `Your ticket number is ${g.ticket}.`,
    '',
    ...fields.map(([k, v]) => `${k}: ${v}`),
    '',
    `Look it up at any time with the ticket number and this email address: ${p.lookupUrl}`,
    '',
    'Your message:',
    g.message,
  ].join('\n');
  const html = `<p>Dear ${escapeHtml(g.name)},</p>
<p>We have received your complaint to the grievance officer of ${escapeHtml(p.storeName)}. Your ticket number is <strong style="font-size:18px">${escapeHtml(g.ticket)}</strong>.</p>
${fieldsTable(fields)}
<p>Look it up at any time with the ticket number and this email address: <a href="${escapeHtml(p.lookupUrl)}">${escapeHtml(p.lookupUrl)}</a></p>
<p style="color:#64748b">Your message:</p>
<blockquote style="white-space:pre-wrap;color:#64748b;border-left:3px solid #cbd5e1;margin:0;padding-left:12px">${escapeHtml(g.message)}</blockquote>`;
  return {
    to: g.email,
    subject: oneLine(`Your complaint ${g.ticket} is received`),
    text,
    html,
    template: 'grievance-received',
  };
}

/** Sent to the grievance officer: a new ticket and its due times; replying writes to the customer. */
export function grievanceOfficerEmail(p: {
  to: string;
  storeName: string;
  adminUrl: string;
  g: Ticket;
}): Email {
  const { g } = p;
  const fields: [string, string][] = [
    ['Ticket', g.ticket],
    ['From', g.name],
    ['Email', g.email],
    ...(g.phone ? ([['Phone', g.phone]] as [string, string][]) : []),
    ...(g.orderNumber ? ([['Order', g.orderNumber]] as [string, string][]) : []),
    ['Subject', g.subject],
    ['Received', when(g.createdAt)],
    ['Acknowledge by', when(g.acknowledgeBy)],
    ['Resolve by', when(g.resolveBy)],
  ];
  const text = [
    `A new grievance reached ${p.storeName}.`,
    '',
    ...fields.map(([k, v]) => `${k}: ${v}`),
    '',
    g.message,
    '',
    `Answer it in the admin: ${p.adminUrl}`,
  ].join('\n');
  const html = `<p>A new grievance reached ${escapeHtml(p.storeName)}.</p>
${fieldsTable(fields)}
<p style="white-space:pre-wrap">${escapeHtml(g.message)}</p>
<p><a href="${escapeHtml(p.adminUrl)}">Answer it in the admin</a></p>`;
  return {
    to: p.to,
    subject: oneLine(`Grievance ${g.ticket}: ${g.subject} (from ${g.name})`),
    text,
    html,
    template: 'grievance-officer',
  };
}

const statusWords = {
  acknowledged: 'acknowledged',
  resolved: 'resolved',
  rejected: 'closed without the remedy asked for',
} as const;

/** The officer's reply: what became of the ticket, the reply, and the customer's words below. */
export function grievanceReplyEmail(p: {
  storeName: string;
  officerName: string;
  officerDesignation: string;
  lookupUrl: string;
  status: keyof typeof statusWords;
  reply: string;
  g: Ticket;
}): Email {
  const { g } = p;
  const state = `Your complaint ${g.ticket} is ${statusWords[p.status]}.`;
  const text = [
    `Dear ${g.name},`,
    '',
    state,
    '',
    p.reply,
    '',
    `— ${p.officerName}, ${p.officerDesignation}, ${p.storeName}`,
    '',
    `Look up your ticket: ${p.lookupUrl}`,
    '',
    `You wrote on ${formatIndiaTime(g.createdAt, 'date')}:`,
    g.message
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n'),
  ].join('\n');
  const html = `<p>Dear ${escapeHtml(g.name)},</p>
<p><strong>${escapeHtml(state)}</strong></p>
<p style="white-space:pre-wrap">${escapeHtml(p.reply)}</p>
<p>— ${escapeHtml(p.officerName)}, ${escapeHtml(p.officerDesignation)}, ${escapeHtml(p.storeName)}</p>
<p><a href="${escapeHtml(p.lookupUrl)}">Look up your ticket</a></p>
<p style="color:#64748b">You wrote on ${escapeHtml(formatIndiaTime(g.createdAt, 'date'))}:</p>
<blockquote style="white-space:pre-wrap;color:#64748b;border-left:3px solid #cbd5e1;margin:0;padding-left:12px">${escapeHtml(g.message)}</blockquote>`;
  return {
    to: g.email,
    subject: oneLine(`Re: ${g.subject} [${g.ticket}]`),
    text,
    html,
    template: 'grievance-reply',
  };
}
