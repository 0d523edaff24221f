/**
 * Whether a courier's tracking page may be a link: an absolute http(s) address only, so a
 * javascript: or data: URL stored by hand or before this rule is never rendered as an href.
 * Plain code (no zod) so the storefront's browser bundle can use it.
 */
export function isWebAddress(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}
