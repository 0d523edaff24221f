const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attributes (emails, invoices). */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => htmlEscapes[c]!);
}
