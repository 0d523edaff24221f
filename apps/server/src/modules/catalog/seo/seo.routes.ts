import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../platform/app-error.ts';
import { declareRoutes } from '../../../platform/routes.ts';
import { SITEMAP_PAGE_SIZE, type CatalogService } from '../catalog.service.ts';

/** Paths search engines should not crawl: private, transactional or API pages. */
const DISALLOWED = ['/admin', '/checkout', '/api', '/cart', '/profile', '/orders'];
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
const day = (d: Date) => d.toISOString().slice(0, 10);
const urlEntry = (loc: string, lastmod: Date) =>
  `<url><loc>${escapeXml(loc)}</loc><lastmod>${day(lastmod)}</lastmod></url>\n`;

/**
 * robots.txt and the sitemap. Registered before the SSR catch-all so Fastify matches them first.
 * Up to 50,000 URLs the sitemap is one file; beyond that /sitemap.xml is an index of
 * /sitemaps/categories.xml and /sitemaps/products-N.xml (50,000 products each), streamed.
 */
export function seoRoutes(deps: {
  catalog: CatalogService;
  publicUrl: string;
}): FastifyPluginAsyncZod {
  const { catalog, publicUrl } = deps;
  const abs = (path: string) => `${publicUrl}${path}`;

  async function* categoryUrls() {
    for (const c of await catalog.sitemapCategories()) yield urlEntry(abs(c.path), c.updatedAt);
  }
  async function* productUrls(page: number) {
    for await (const chunk of catalog.sitemapProducts(page)) {
      // Each product at its readable address (docs/decisions/readable-product-urls.md).
      yield chunk.map((p) => urlEntry(abs(`/products/${p.slug}`), p.updatedAt)).join('');
    }
  }
  /** The index of the sitemap's parts: categories, then `pages` pages of products. */
  function sitemapIndex(pages: number) {
    const today = day(new Date());
    const sitemaps = [
      '/sitemaps/categories.xml',
      ...Array.from({ length: pages }, (_, i) => `/sitemaps/products-${i + 1}.xml`),
    ];
    return (
      `${XML_HEAD}<sitemapindex xmlns="${NS}">\n` +
      sitemaps
        .map(
          (p) => `<sitemap><loc>${escapeXml(abs(p))}</loc><lastmod>${today}</lastmod></sitemap>\n`,
        )
        .join('') +
      '</sitemapindex>\n'
    );
  }
  async function* urlset(...parts: AsyncIterable<string>[]) {
    yield `${XML_HEAD}<urlset xmlns="${NS}">\n`;
    for (const part of parts) yield* part;
    yield '</urlset>\n';
  }

  return async (app) => {
    const xml = {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    };

    const route = declareRoutes(app, ['seo']);
    route.raw.get(
      '/robots.txt',
      { summary: 'robots.txt', hide: true, response: { 200: z.string() } },
      async (_request, reply) => {
        reply.header('content-type', 'text/plain; charset=utf-8');
        reply.header('cache-control', 'public, max-age=86400');
        return [
          'User-agent: *',
          'Allow: /',
          ...DISALLOWED.map((p) => `Disallow: ${p}`),
          '',
          `Sitemap: ${abs('/sitemap.xml')}`,
          '',
        ].join('\n');
      },
    );

    // XML streams: no JSON response schema applies.
    route.raw.get(
      '/sitemap.xml',
      { summary: 'The sitemap', hide: true },
      async (_request, reply) => {
        const products = await catalog.countActiveProducts();
        reply.headers(xml);
        if (products <= SITEMAP_PAGE_SIZE - 1_000) {
          return reply.send(Readable.from(urlset(categoryUrls(), productUrls(1))));
        }
        return reply.send(sitemapIndex(Math.ceil(products / SITEMAP_PAGE_SIZE)));
      },
    );

    route.raw.get(
      '/sitemaps/categories.xml',
      { summary: "The categories' sitemap", hide: true },
      async (_request, reply) => {
        reply.headers(xml);
        return reply.send(Readable.from(urlset(categoryUrls())));
      },
    );

    route.raw.get(
      '/sitemaps/products-:page(^\\d+).xml',
      {
        summary: 'One page of the products sitemap',
        hide: true,
        params: z.object({ page: z.coerce.number().int().min(1).max(10_000) }),
      },
      async (request, reply) => {
        const { page } = request.params;
        const pages = Math.ceil((await catalog.countActiveProducts()) / SITEMAP_PAGE_SIZE);
        if (page > Math.max(pages, 1)) {
          throw new AppError('NOT_FOUND', 'Sitemap not found');
        }
        reply.headers(xml);
        return reply.send(Readable.from(urlset(productUrls(page))));
      },
    );
  };
}
