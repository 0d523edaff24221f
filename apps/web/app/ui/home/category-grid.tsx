import { Link } from 'react-router';
import { afterHydration } from '#app/lib/images-after-hydration.ts';
import { paths } from '#app/lib/paths.ts';
import { CategoryIcon } from '#app/ui/catalog/category-icon.tsx';
import { scrollItem, scrollRow } from '#app/ui/home/scroll-row.ts';
import { SectionHeading } from '#app/ui/home/section-heading.tsx';
import { HydrateLater } from '#app/ui/hydrate-later.tsx';
import { PictureOr } from '#app/ui/picture-or.tsx';

export interface CategoryTile {
  slug: string;
  name: string;
  image: string | null;
}

/** Top-level categories from the category tree: a swipeable row of tiles on phones, a grid above. */
export function CategoryGrid({ categories }: { categories: CategoryTile[] }) {
  return (
    <HydrateLater>
      <section aria-labelledby="home-categories">
        <SectionHeading id="home-categories" title="Shop by category" />
        {categories.length === 0 ? (
          <p className="text-slate-600">No categories available</p>
        ) : (
          <ul className={scrollRow('sm:grid sm:grid-cols-4 sm:gap-3 lg:grid-cols-6')}>
            {categories.map((category) => (
              <li key={category.slug} className={scrollItem('w-24')}>
                <Link
                  to={paths.products({ category: category.slug })}
                  className="group flex h-full flex-col items-center gap-2 rounded-card border border-slate-200 bg-white p-2 text-center shadow-card transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lift sm:p-4"
                >
                  {category.image ? (
                    <span className="size-14 shrink-0 overflow-hidden rounded-full bg-slate-100 sm:size-16">
                      <PictureOr
                        src={category.image}
                        width={64}
                        height={64}
                        lazy
                        {...afterHydration}
                        className="size-full object-cover"
                      />
                    </span>
                  ) : (
                    <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 transition group-hover:bg-accent-100 group-hover:text-accent-700 sm:size-16">
                      <CategoryIcon slug={category.slug} className="size-7 sm:size-8" />
                    </span>
                  )}
                  <span className="text-xs leading-tight font-semibold text-slate-800 sm:text-sm">
                    {category.name}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </HydrateLater>
  );
}
