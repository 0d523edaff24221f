import type { SearchInfo } from '@propwash/domain/catalog/search';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { SearchCategoryLink } from '#app/storefront/features/catalog/search-links.ts';

/** "a", "a and b", "a, b and c", each word in bold. */
function BoldList({ words }: { words: readonly string[] }) {
  return words.map((word, i) => (
    <Fragment key={word}>
      {i > 0 && (i === words.length - 1 ? ' and ' : ', ')}
      <strong className="font-semibold text-slate-900">{word}</strong>
    </Fragment>
  ));
}

/** The quick links to the categories a search named, as chips. */
export function CategoryChips({
  links,
  label,
}: {
  links: readonly SearchCategoryLink[];
  label: string;
}) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3.5 py-1 text-sm font-medium text-slate-700 hover:border-brand-400 hover:text-brand-800"
          >
            {link.label}
            {link.count !== undefined && (
              <span className="text-xs font-normal text-slate-500">
                {link.count}
                <span className="sr-only"> products</span>
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * What a search did with the shopper's words, above its results (docs/decisions/search-engine.md):
 * the corrected spelling it searched for, the words it left out because no product matched them
 * with the others, and the categories the words named.
 */
export function SearchNotice({
  info,
  links,
}: {
  info: SearchInfo;
  links: readonly SearchCategoryLink[];
}) {
  if (!info.showing && info.dropped.length === 0 && links.length === 0) return null;
  return (
    <div className="-mt-2 mb-5 space-y-2 text-sm text-slate-700">
      {info.showing && (
        <p>
          Showing results for{' '}
          <strong className="font-semibold text-slate-900">{info.showing}</strong>
          <span className="block text-xs text-slate-500">You searched for {info.query}</span>
        </p>
      )}
      {info.dropped.length > 0 && (
        <p>
          No products match all your words — showing results without{' '}
          <BoldList words={info.dropped} />
        </p>
      )}
      {links.length > 0 && <CategoryChips links={links} label="Categories for your search" />}
    </div>
  );
}
