import type { ReactNode } from 'react';
import { formatIndiaTime } from '@propwash/domain/india-time';
import type { LegalNotice as Notice } from '@propwash/domain/legal/notices';
import { Link } from 'react-router';
import { cx } from '#app/lib/cx.ts';

/**
 * Typography for the notice's HTML (written and escaped by the server: sections with h2
 * headings, paragraphs, lists, tables and contact cards), readable on a phone: tables scroll
 * sideways inside their own box instead of widening the page.
 */
const prose = cx(
  'text-[15px] leading-7 text-slate-700 sm:text-base',
  '[&_section]:mt-10 [&_section]:scroll-mt-24 [&_section]:border-t [&_section]:border-slate-200 [&_section]:pt-6',
  '[&_h2]:text-xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-brand-950 sm:[&_h2]:text-2xl',
  '[&_p]:mt-3 [&_.lead]:mt-0 [&_.lead]:text-lg [&_.lead]:leading-8 [&_.lead]:text-slate-600',
  '[&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_li]:pl-1 [&_li]:marker:text-slate-400',
  '[&_a]:font-semibold [&_a]:break-words [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_.contact-card]:mt-4 [&_.contact-card]:rounded-lg [&_.contact-card]:bg-slate-50 [&_.contact-card]:p-4 [&_.contact-card]:leading-7 [&_.contact-card]:ring-1 [&_.contact-card]:ring-slate-200',
  '[&_.table-scroll]:mt-4 [&_.table-scroll]:overflow-x-auto [&_.table-scroll]:bg-white [&_.table-scroll]:rounded-lg [&_.table-scroll]:ring-1 [&_.table-scroll]:ring-slate-200',
  '[&_table]:w-full [&_table]:min-w-[34rem] [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm [&_table]:leading-6',
  '[&_th]:min-w-[8.5rem] [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2 [&_th]:align-bottom [&_th]:font-semibold [&_th]:text-slate-900',
  '[&_td]:border-t [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
);

const updated = (at: string) => formatIndiaTime(at, 'longDate');

/** A notice's text: HTML the server writes, escaping every setting in it (docs/decisions/legal-notices.md). */
export function NoticeText({ html, className }: { html: string; className?: string }) {
  return <div className={cx(className, prose)} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * One of the seller's notices: its title, "Version N, updated <date>", the text, and the list of
 * its versions when given (each at `versionPath`). Showing an earlier version, it says so and
 * links the one in force (`currentPath`).
 */
export function LegalNotice({
  title,
  notice,
  versions = [],
  currentVersion = notice.version,
  currentPath,
  versionPath,
  before,
}: {
  title: string;
  notice: Pick<Notice, 'html' | 'version' | 'updatedAt'>;
  versions?: { version: number; updatedAt: string }[];
  currentVersion?: number;
  currentPath?: string;
  versionPath?: (version: number) => string;
  /** Shown between the heading and the text (a form, a summary). */
  before?: ReactNode;
}) {
  const isEarlier = notice.version !== currentVersion;
  const others = versions.filter((v) => v.version !== notice.version);
  return (
    <article className="mx-auto max-w-3xl py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl">
          {title}
        </h1>
        <p className="mt-2 text-sm text-slate-500">
          Version {notice.version}, updated{' '}
          <time dateTime={notice.updatedAt}>{updated(notice.updatedAt)}</time>
        </p>
        {isEarlier ? (
          <p
            role="note"
            className="mt-4 rounded-lg bg-amber-50 p-4 text-sm leading-6 text-amber-900 ring-1 ring-amber-200"
          >
            This is an earlier version, kept for reference. It is no longer in force.{' '}
            {currentPath ? (
              <Link to={currentPath} className="font-semibold underline underline-offset-2">
                Read the current version ({currentVersion})
              </Link>
            ) : null}
          </p>
        ) : null}
      </header>
      {before ? <div className="mt-6">{before}</div> : null}
      <NoticeText html={notice.html} className="mt-6" />
      {versionPath && others.length > 0 ? (
        <footer className="mt-12 border-t border-slate-200 pt-6">
          <h2 className="text-base font-semibold text-brand-950">
            {isEarlier ? 'Other versions' : 'Earlier versions'}
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {others.map((v) => (
              <li key={v.version}>
                <Link
                  to={
                    v.version === currentVersion && currentPath
                      ? currentPath
                      : versionPath(v.version)
                  }
                  className="inline-block py-1 text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  Version {v.version}
                  {v.version === currentVersion ? ' (current)' : ''}, {updated(v.updatedAt)}
                </Link>
              </li>
            ))}
          </ul>
        </footer>
      ) : null}
    </article>
  );
}
