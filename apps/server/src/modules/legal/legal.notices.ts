import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { LegalNotice, LegalNoticeVersions, LegalPage } from '@propwash/domain/legal/notices';
import { AppError } from '../../platform/app-error.ts';
import type { Cache } from '../../platform/cache.ts';
import type { Db } from '../../platform/db.ts';
import { writeNotice } from './legal.notice-writer.ts';
import type { NoticeFacts } from './legal.notice-html.ts';
import { noticeVersions } from './legal.tables.ts';

type VersionRow = typeof noticeVersions.$inferSelect;

/** The number of the notice version in force: what a consent records it was given under. */
export type CurrentNoticeVersion = (page: LegalPage) => Promise<number>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const toNotice = (row: VersionRow): LegalNotice => ({
  page: row.page,
  version: row.version,
  updatedAt: row.createdAt.toISOString(),
  html: row.html,
});

/** How often a publish re-reads after losing the race for a version number to another instance. */
const PUBLISH_ATTEMPTS = 5;

/**
 * The seller's notices, versioned (docs/decisions/legal-notices.md): reading a page writes its
 * text from the settings; a text that differs from the newest stored version becomes the next
 * version, and every version stays readable. The current one is cached under a `settings:` key,
 * so a settings save (which drops `settings:`) makes the next read write the text again.
 */
export function createLegalNotices(deps: {
  db: Db;
  cache: Cache;
  /** The settings and payment methods the notices are written from. */
  facts: () => Promise<NoticeFacts>;
}) {
  const { db, cache } = deps;

  async function newest(page: LegalPage): Promise<VersionRow | undefined> {
    const [row] = await db
      .select()
      .from(noticeVersions)
      .where(eq(noticeVersions.page, page))
      .orderBy(desc(noticeVersions.version))
      .limit(1);
    return row;
  }

  /** The newest version, written first when the settings now give a different text. */
  async function publish(page: LegalPage): Promise<LegalNotice> {
    const html = writeNotice(page, await deps.facts());
    const hash = sha256(html);
    for (let attempt = 0; attempt < PUBLISH_ATTEMPTS; attempt++) {
      const latest = await newest(page);
      if (latest?.hash === hash) return toNotice(latest);
      // The unique (page, version) index decides a race: the loser reads again and finds the
      // winner's text (the same when both read the same settings).
      const [row] = await db
        .insert(noticeVersions)
        .values({ page, version: (latest?.version ?? 0) + 1, hash, html })
        .onConflictDoNothing()
        .returning();
      if (row) return toNotice(row);
    }
    throw new Error(`legal notice ${page}: no version could be written`);
  }

  function current(page: LegalPage): Promise<LegalNotice> {
    return cache.get(`settings:legal-notice:${page}`, () => publish(page));
  }

  return {
    /** The notice in force (GET /api/legal/{page}). */
    current,

    currentNoticeVersion: (async (page) => (await current(page)).version) as CurrentNoticeVersion,

    /** Every version of a page, newest first. */
    async versions(page: LegalPage): Promise<LegalNoticeVersions> {
      await current(page); // the text in force is a version too
      const rows = await db
        .select({ version: noticeVersions.version, createdAt: noticeVersions.createdAt })
        .from(noticeVersions)
        .where(eq(noticeVersions.page, page))
        .orderBy(desc(noticeVersions.version));
      return {
        page,
        versions: rows.map((r) => ({ version: r.version, updatedAt: r.createdAt.toISOString() })),
      };
    },

    /** One version as it was published; 404 when there is none. */
    async version(page: LegalPage, version: number): Promise<LegalNotice> {
      const [row] = await db
        .select()
        .from(noticeVersions)
        .where(and(eq(noticeVersions.page, page), eq(noticeVersions.version, version)))
        .limit(1);
      if (!row) throw new AppError('NOT_FOUND', `${page} notice version ${version} not found`);
      return toNotice(row);
    },
  };
}
export type LegalNotices = ReturnType<typeof createLegalNotices>;
