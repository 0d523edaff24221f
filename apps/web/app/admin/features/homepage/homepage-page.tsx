import {
  HOME_FEATURED,
  homeDesignBodySchema,
  type HomeDesign,
} from '@propwash/domain/content/schemas';
import { formatIndiaTime } from '@propwash/domain/india-time';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { Skeleton } from '#app/ui/skeleton.tsx';
import { toast } from '#app/ui/toaster.tsx';
import type { Route } from './+types/homepage-page';
import { HomePreview } from './home-preview.tsx';
import { homeDesignKeys, homeDesignQueryOptions, saveHomeDesign } from './homepage.queries.ts';
import { usePickedProducts, type PickedProduct } from './product-picker.tsx';
import { FeaturedSection, HeroSection, MegaSaleSection, OffersSection } from './home-sections.tsx';
import { LoadError } from '#app/admin/ui/list-states.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Home Page | Propwash Admin' }];

type Draft = Omit<HomeDesign, 'updatedAt'>;
const SAVED_NOTICE_MS = 3000;

export default function HomepagePage() {
  const design = useQuery(homeDesignQueryOptions());
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Home Page Designer</h1>
        <p className="mt-1 text-sm text-slate-600">
          The hero, the featured grid, special offers and the mega sale banner of the storefront
          home. Shoppers see the changes as soon as you save.
        </p>
      </div>
      {design.isError ? (
        <LoadError title="Failed to load the home page design" message={design.error.message} />
      ) : design.data ? (
        <Designer saved={design.data} />
      ) : (
        <Skeleton className="h-96 w-full" />
      )}
    </div>
  );
}

function Designer({ saved }: { saved: HomeDesign }) {
  const { updatedAt, ...initial } = saved;
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(initial);
  const [countText, setCountText] = useState(String(initial.featuredProducts.count));
  const [error, setError] = useState<string | null>(null);
  const [showSaved, setShowSaved] = useState(false);
  const savedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [seen, setSeen] = useState(() => new Map<string, PickedProduct>());
  const products = usePickedProducts(draft.featuredProducts.selectedProducts, seen);
  const count = Number(countText);

  const section = <K extends keyof Draft>(key: K, patch: Partial<Draft[K]>) =>
    setDraft((d) => ({ ...d, [key]: { ...d[key], ...patch } }));

  const save = useMutation({
    mutationFn: saveHomeDesign,
    onSuccess: (result, body) => {
      const dropped =
        body.featuredProducts.selectedProducts.length -
        result.featuredProducts.selectedProducts.length;
      if (dropped > 0) {
        toast.warning(
          `${dropped} picked product${dropped === 1 ? ' is' : 's are'} not on sale and ${dropped === 1 ? 'was' : 'were'} left out`,
        );
      }
      clearTimeout(savedTimer.current);
      setShowSaved(true);
      savedTimer.current = setTimeout(() => setShowSaved(false), SAVED_NOTICE_MS);
      queryClient.setQueryData(homeDesignKeys.design(), result);
      // The draft becomes what was saved (picks not on sale are gone from it too).
      const { updatedAt: _, ...savedDraft } = result;
      setDraft(savedDraft);
      setCountText(String(savedDraft.featuredProducts.count));
    },
    onError: (err) => {
      setError(err.message);
      toast.error(err.message);
    },
  });

  function onSave() {
    const parsed = homeDesignBodySchema.safeParse({
      ...draft,
      featuredProducts: { ...draft.featuredProducts, count },
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue?.message ?? 'Failed to save');
      return;
    }
    setError(null);
    setShowSaved(false);
    save.mutate(parsed.data);
  }

  const { banner, featuredProducts, specialOffers, megaSale } = draft;
  const countIsValid =
    Number.isInteger(count) && count >= HOME_FEATURED.min && count <= HOME_FEATURED.max;

  return (
    // Phones: save first, then the sections, then the preview; wide screens: both in a side column.
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 xl:grid-cols-[minmax(0,1fr)_420px] 2xl:grid-cols-[minmax(0,1fr)_480px]">
      <div className="order-2 space-y-6 xl:order-1">
        <HeroSection value={banner} onChange={(patch) => section('banner', patch)} />
        <FeaturedSection
          value={featuredProducts}
          onChange={(patch) => section('featuredProducts', patch)}
          countText={countText}
          onCountText={setCountText}
          count={count}
          countIsValid={countIsValid}
          products={products}
          onSeen={(rows) => setSeen((m) => new Map([...m, ...rows.map((r) => [r.id, r] as const)]))}
        />
        <OffersSection
          value={specialOffers}
          onChange={(patch) => section('specialOffers', patch)}
        />
        <MegaSaleSection value={megaSale} onChange={(patch) => section('megaSale', patch)} />
      </div>

      <div className="contents xl:sticky xl:top-20 xl:order-2 xl:block xl:space-y-4">
        <Card className="order-1 space-y-3 p-4">
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={onSave} disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save home page'}
            </Button>
            <p
              role="status"
              className="flex items-center gap-1.5 text-sm font-medium text-success-700"
            >
              {showSaved && (
                <>
                  <CircleCheck className="size-4" aria-hidden /> Home page saved
                </>
              )}
            </p>
          </div>
          {error && (
            <p role="alert" className="text-sm text-danger-700">
              {error}
            </p>
          )}
          <p className="text-xs text-slate-500">
            {updatedAt
              ? `Last saved ${formatIndiaTime(updatedAt)}`
              : 'Not saved yet: the storefront shows the defaults.'}
          </p>
        </Card>
        <div className="order-3">
          <HomePreview draft={draft} count={countIsValid ? count : HOME_FEATURED.default} />
        </div>
      </div>
    </div>
  );
}
