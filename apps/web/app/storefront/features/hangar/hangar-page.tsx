import type { HangarModel } from '@propwash/domain/hangar/schemas';
import { ArrowRight, Plane, Trash2 } from '#app/ui/icons.tsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { storefrontErrorMessage } from '#app/lib/api-client.ts';
import { notify } from '#app/lib/notify.ts';
import { paths } from '#app/lib/paths.ts';
import { withUser } from '#app/lib/require-user.ts';
import { countLabel } from '#app/lib/catalog/count-label.ts';
import { ErrorPage } from '#app/ui/error-page.tsx';
import { loadHangar, removeFromHangar, useHangar } from '#app/lib/hangar-store.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { EmptyState } from '#app/ui/empty-state.tsx';
import type { Route } from './+types/hangar-page';

export const meta: Route.MetaFunction = () => [
  { title: 'My Hangar | Propwash' },
  { name: 'robots', content: 'noindex' },
];

/** The hangar from the API (the protected layout has checked the session); kept live by the store. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { models: await withUser(request, loadHangar) };
}

export function HydrateFallback() {
  return <HangarSkeleton />;
}

function HangarSkeleton() {
  return (
    <div aria-busy className="grid gap-4 sm:grid-cols-2">
      {[0, 1].map((i) => (
        <div key={i} className="h-40 animate-pulse rounded-card bg-slate-200/70" />
      ))}
      <span className="sr-only">Loading your hangar…</span>
    </div>
  );
}

function ModelCard({ model }: { model: HangarModel }) {
  const [isBusy, setIsBusy] = useState(false);
  async function remove() {
    setIsBusy(true);
    try {
      await removeFromHangar(model.id);
      notify.success(`Removed ${model.name} from My hangar`);
    } catch (error) {
      notify.error(storefrontErrorMessage(error, 'Could not remove it from your hangar'));
      setIsBusy(false);
    }
  }
  const image = model.images[0];
  return (
    <article className="flex gap-4 rounded-card border border-slate-200 bg-white p-3 shadow-card sm:p-4">
      <Link
        to={paths.product(model.id)}
        className="block aspect-[4/3] w-28 shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:w-36"
      >
        {image && (
          <img
            src={image.url}
            srcSet={image.srcset || undefined}
            sizes="144px"
            width={image.width}
            height={image.height}
            alt=""
            className="size-full object-cover"
            loading="lazy"
          />
        )}
        <span className="sr-only">{model.name}</span>
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">
          {model.categoryName}
        </p>
        <h2 className="line-clamp-2 font-semibold text-slate-900">
          <Link to={paths.product(model.id)} className="hover:text-brand-700">
            {model.name}
          </Link>
        </h2>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          {model.partCount > 0 ? (
            <Link
              to={paths.products({ fits: model.id })}
              className={buttonVariants({ size: 'sm' })}
            >
              {countLabel(model.partCount, 'part')} that fit <ArrowRight aria-hidden />
            </Link>
          ) : (
            <span className="text-sm text-slate-500">No parts listed yet</span>
          )}
          <button
            type="button"
            onClick={() => void remove()}
            disabled={isBusy}
            className={buttonVariants({
              variant: 'ghost',
              size: 'sm',
              className: 'text-danger-700',
            })}
          >
            <Trash2 aria-hidden /> Remove
            <span className="sr-only"> {model.name} from My hangar</span>
          </button>
        </div>
      </div>
    </article>
  );
}

/** /hangar: the models the shopper owns, each with a link to the parts that fit it. */
export default function HangarPage() {
  const hangar = useHangar();
  const models = hangar.items;
  const withParts = models.filter((m) => m.partCount > 0);
  return (
    <div>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold text-brand-950 sm:text-3xl">
            My Hangar{' '}
            {hangar.status === 'ready' && models.length > 0 && (
              <span className="text-base font-semibold text-slate-500">
                ({countLabel(models.length, 'model')})
              </span>
            )}
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            The models you fly and drive. We show you the parts that fit them.
          </p>
        </div>
        {withParts.length > 0 && (
          <Link
            to={paths.products({ fits: withParts.map((m) => m.id).join(',') })}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            Shop parts for all
          </Link>
        )}
      </div>
      {hangar.status === 'loading' ? (
        <HangarSkeleton />
      ) : models.length === 0 ? (
        <EmptyState
          icon={Plane}
          title="Your hangar is empty"
          text="Open a model you own and tap “Add to my hangar”: we will show you the batteries, propellers and spares that fit it."
          textClassName="max-w-sm"
          linkTo={paths.products()}
          linkLabel="Browse models"
        />
      ) : (
        <ul className="grid gap-4 xl:grid-cols-2">
          {models.map((model) => (
            <li key={model.id}>
              <ModelCard model={model} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
