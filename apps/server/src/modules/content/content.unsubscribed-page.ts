import escapeHtml from 'escape-html';
import { unsubscribeInvalid } from './content.newsletter.ts';

/** The page an unsubscribe link opens: plain HTML, no script, readable on a phone. */
export function unsubscribedPage(p: {
  storeName: string;
  email: string | null;
  shopUrl: string;
}): string {
  const store = escapeHtml(p.storeName);
  const [title, body] = p.email
    ? [
        'You are unsubscribed',
        `<p><strong>${escapeHtml(p.email)}</strong> will get no more newsletters from ${store}.</p>
<p>Changed your mind? Sign up again in the box at the bottom of the shop's home page.</p>`,
      ]
    : [
        'Link not valid',
        `<p>${unsubscribeInvalid} Please use the link from the newsletter email.</p>`,
      ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${title} · ${store}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#0f172a;background:#f8fafc;margin:0;padding:48px 16px}
main{max-width:32rem;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:24px}
h1{font-size:1.5rem;margin:0 0 12px}a{color:#1d4ed8}</style></head>
<body><main><h1>${title}</h1>${body}<p><a href="${escapeHtml(p.shopUrl)}">Back to ${store}</a></p></main></body></html>`;
}
