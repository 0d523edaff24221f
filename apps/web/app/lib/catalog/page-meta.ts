import type { MetaDescriptor } from 'react-router';

export interface PageSeo {
  title: string;
  description: string;
  /** Absolute canonical URL (context.publicUrl + path). */
  url: string;
  image?: string | null;
  type?: 'website' | 'product';
  noindex?: boolean;
}

/** Title, description, canonical link and Open Graph tags for one storefront page. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const image = seo.image ? new URL(seo.image, seo.url).href : null;
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.url },
    { property: 'og:site_name', content: 'Propwash' },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.url },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:locale', content: 'en_IN' },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    ...(seo.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/** The canonical URL of a path on the shop's public origin. */
export function canonicalUrl(publicUrl: string, path: string): string {
  return new URL(path, publicUrl).href;
}
