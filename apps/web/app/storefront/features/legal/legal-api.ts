import type { LegalNotice, LegalPage } from '@propwash/domain/legal/notices';
import { data, type AppLoadContext } from 'react-router';

/** Where a notice and each of its versions live. */
export const legalPaths = {
  page: (page: LegalPage) => `/${page}`,
  version: (page: LegalPage, version: number) => `/${page}/v/${version}`,
};

export type LegalPageData = {
  notice: LegalNotice;
  /** The version in force (the page may show an earlier one). */
  currentVersion: number;
  versions: { version: number; updatedAt: string }[];
  canonicalUrl: string;
};

/**
 * A notice page's loader data, read on the server from the legal service (the same as
 * GET /api/legal/{page} and /versions/{version}): the current notice, or `version` when given
 * (404 when the page has no such version), and the list of versions.
 */
export async function loadLegalPage(
  context: AppLoadContext,
  page: LegalPage,
  version?: string,
): Promise<LegalPageData> {
  const { legal } = context.services;
  const [current, list] = await Promise.all([legal.current(page), legal.versions(page)]);
  let notice = current;
  if (version !== undefined) {
    const wanted = /^[1-9]\d{0,8}$/.test(version) ? Number(version) : NaN;
    if (!list.versions.some((v) => v.version === wanted)) {
      throw data(null, { status: 404, statusText: 'Not Found' });
    }
    if (wanted !== current.version) notice = await legal.version(page, wanted);
  }
  const path =
    notice.version === current.version
      ? legalPaths.page(page)
      : legalPaths.version(page, notice.version);
  return {
    notice,
    currentVersion: current.version,
    versions: list.versions,
    canonicalUrl: new URL(path, context.publicUrl).href,
  };
}

/** Title, description and canonical link; an earlier version is kept out of search results. */
export function legalMeta(data: LegalPageData | undefined, title: string, description: string) {
  const isEarlier = data && data.notice.version !== data.currentVersion;
  return [
    { title: `${isEarlier ? `${title}, version ${data.notice.version}` : title} | Propwash` },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    ...(data ? [{ tagName: 'link', rel: 'canonical', href: data.canonicalUrl }] : []),
    ...(isEarlier ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
