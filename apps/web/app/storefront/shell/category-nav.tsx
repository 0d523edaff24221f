import { ChevronDown } from '#app/ui/icons.tsx';
import { Link } from 'react-router';
import { cx } from '#app/lib/cx.ts';
import { paths } from '#app/lib/paths.ts';
import type { MenuCategory } from '#app/storefront/shell/category-tree.ts';
import { HydrateLater } from '#app/ui/hydrate-later.tsx';

const INLINE_COUNT = 6;

const topLinkClass =
  'flex h-11 items-center gap-1 rounded-md px-3 text-sm font-semibold text-slate-700 hover:bg-white/70 hover:text-brand-800';
// Opens on hover and on keyboard focus inside; needs no JavaScript, so it works before hydration.
const panelClass =
  'invisible absolute top-full left-0 z-40 min-w-56 translate-y-1 rounded-lg border border-slate-200 bg-white p-1.5 opacity-0 shadow-lift transition group-focus-within:visible group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:visible group-hover:translate-y-0 group-hover:opacity-100';
const panelLinkClass =
  'block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-900';

/** Desktop category bar: the first categories inline with their sub-categories, the rest under More. */
export function CategoryNav({ menu }: { menu: MenuCategory[] }) {
  const inline = menu.slice(0, INLINE_COUNT);
  const more = menu.slice(INLINE_COUNT);
  return (
    <HydrateLater>
      <nav
        aria-label="Categories"
        className="border-t border-slate-200 bg-slate-100/80 max-lg:hidden"
      >
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          <ul className="flex items-center">
            {inline.map((category) => (
              <li key={category.slug} className="group relative">
                <Link to={paths.category(category.slug)} className={topLinkClass}>
                  {category.name}
                  {category.children.length > 0 && (
                    <ChevronDown className="size-3.5 text-slate-400" aria-hidden />
                  )}
                </Link>
                {category.children.length > 0 && (
                  <div className={panelClass}>
                    <ul>
                      {category.children.map((child) => (
                        <li key={child.slug}>
                          <Link
                            to={paths.category(category.slug, child.slug)}
                            className={panelLinkClass}
                          >
                            {child.name}
                          </Link>
                        </li>
                      ))}
                      <li className="mt-1 border-t border-slate-100 pt-1">
                        <Link
                          to={paths.category(category.slug)}
                          className={cx(panelLinkClass, 'font-semibold text-brand-800')}
                        >
                          All {category.name}
                        </Link>
                      </li>
                    </ul>
                  </div>
                )}
              </li>
            ))}
            {more.length > 0 && (
              <li className="group relative">
                <button type="button" className={topLinkClass}>
                  More <ChevronDown className="size-3.5 text-slate-400" aria-hidden />
                </button>
                <div className={panelClass}>
                  <ul>
                    {more.map((category) => (
                      <li key={category.slug}>
                        <Link to={paths.category(category.slug)} className={panelLinkClass}>
                          {category.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            )}
          </ul>
          <ul className="flex items-center gap-1 text-sm font-semibold">
            <li>
              <Link
                to={paths.specials()}
                className="rounded-md px-3 py-2 text-accent-700 hover:bg-accent-50"
              >
                Specials
              </Link>
            </li>
            {[
              { to: paths.newProducts(), label: 'New arrivals' },
              { to: paths.featured(), label: 'Featured' },
            ].map((link) => (
              <li key={link.label}>
                <Link
                  to={link.to}
                  className="rounded-md px-3 py-2 text-slate-700 hover:bg-white/70"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </HydrateLater>
  );
}
