import type { Category } from '@propwash/domain/catalog/schemas';

/**
 * The categories a /category/:slug/:sub? URL names, and the listing filter for it. A child is
 * looked up under its parent, since slugs repeat across parents (airplanes/propellers is not
 * the top-level propellers); null when either is unknown or disabled.
 */
export function resolveCategoryPath(
  categories: Category[],
  slug: string,
  sub: string | undefined,
): { parent: Category; child: Category | undefined; filter: string } | null {
  const enabled = categories.filter((c) => c.enabled);
  const parent = enabled.find((c) => c.parentId === null && c.slug === slug);
  if (!parent) return null;
  if (!sub) return { parent, child: undefined, filter: parent.slug };
  const child = enabled.find((c) => c.parentId === parent.id && c.slug === sub);
  if (!child) return null;
  return { parent, child, filter: `${parent.slug}/${child.slug}` };
}
