/** Title, description and canonical link for a static page (SEO). */
export function pageMeta(
  data: { canonicalUrl: string } | undefined,
  title: string,
  description: string,
) {
  return [
    { title: `${title} | Propwash` },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    ...(data ? [{ tagName: 'link', rel: 'canonical', href: data.canonicalUrl }] : []),
  ];
}
