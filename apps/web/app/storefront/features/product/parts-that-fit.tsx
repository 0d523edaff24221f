import type { FitModel } from '@propwash/domain/catalog/schemas';
import { ArrowRight, Wrench } from '#app/ui/icons.tsx';
import { Link } from 'react-router';
import { paths } from '#app/lib/paths.ts';
import type { CardProduct } from '#app/lib/catalog/card-product.ts';
import { countLabel } from '#app/lib/catalog/count-label.ts';
import { ProductCardItem } from '#app/ui/catalog/product-card.tsx';
import { HangarButton } from '#app/ui/hangar/hangar-button.tsx';

export interface PartsGroup {
  category: string;
  categoryName: string;
  total: number;
  products: CardProduct[];
}

/**
 * A model's "Parts that fit": a few cards per category, "See all" to the listing filtered to
 * this model, and the shopper's "Add to my hangar".
 */
export function PartsThatFit({
  model,
  total,
  groups,
}: {
  model: { id: string; name: string };
  total: number;
  groups: PartsGroup[];
}) {
  const all = paths.products({ fits: model.id });
  return (
    <section aria-labelledby="parts-heading" className="mt-12">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div>
          <h2 id="parts-heading" className="text-2xl font-extrabold text-brand-950">
            Parts that fit
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {countLabel(total, 'part')} and accessories made for the {model.name}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <HangarButton productId={model.id} name={model.name} />
          <Link
            to={all}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            See all {countLabel(total, 'part')} <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </div>
      <div className="space-y-8">
        {groups.map((group) => (
          <div key={group.category}>
            <div className="mb-3 flex items-baseline justify-between gap-3 border-b border-slate-200 pb-2">
              <h3 className="font-bold text-slate-900">
                {group.categoryName}{' '}
                <span className="font-medium text-slate-500">({group.total})</span>
              </h3>
              {group.total > group.products.length && (
                <Link
                  to={`${all}&category=${encodeURIComponent(group.category)}`}
                  className="shrink-0 text-sm font-semibold text-brand-700 hover:underline"
                >
                  See all<span className="sr-only"> {group.categoryName} that fit</span>
                </Link>
              )}
            </div>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 lg:gap-6">
              {group.products.map((product) => (
                <li key={product.id}>
                  <ProductCardItem product={product} waitForHydration />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

/** On a part's page: the models it fits, linked. */
export function FitsModels({ models }: { models: FitModel[] }) {
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 bg-white px-3 py-2.5">
      <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        <Wrench className="size-3.5" aria-hidden /> Fits these models
      </p>
      <ul className="flex flex-wrap gap-2">
        {models.map((m) => (
          <li key={m.id}>
            <Link
              to={paths.product(m.id)}
              className="inline-flex h-8 items-center rounded-full border border-brand-200 bg-brand-50 px-3 text-sm font-medium text-brand-900 hover:border-brand-400"
            >
              {m.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
