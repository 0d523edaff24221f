import {
  HOME_FEATURED,
  HOME_OFFERS_MAX,
  homeDesignBodySchema,
  type HomeDesign,
} from '@propwash/domain/content/schemas';
import { formatIndiaTime } from '@propwash/domain/india-time';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, ImageUp, Plus, Trash2 } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { Input } from '#app/ui/input.tsx';
import { Label } from '#app/ui/label.tsx';
import { Skeleton } from '#app/ui/skeleton.tsx';
import { Switch } from '#app/ui/switch.tsx';
import { toast } from '#app/ui/toaster.tsx';
import type { Route } from './+types/homepage-page';
import { HomePreview } from './home-preview.tsx';
import {
  homeDesignKeys,
  homeDesignQueryOptions,
  saveHomeDesign,
  uploadImage,
} from './homepage.queries.ts';
import { ProductPicker, usePickedProducts, type PickedProduct } from './product-picker.tsx';
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
        <SectionCard
          id="hero"
          title="Hero Banner"
          hint="Off: the first hero banner from Banners opens the page."
          enabled={banner.enabled}
          onEnabled={(enabled) => section('banner', { enabled })}
        >
          <ImageField
            id="hero-image"
            label="Hero image"
            hint="Wide art works best, 1600 × 600."
            value={banner.image}
            onChange={(image) => section('banner', { image })}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="hero-title"
              label="Title"
              value={banner.title}
              onChange={(title) => section('banner', { title })}
            />
            <TextField
              id="hero-subtitle"
              label="Subtitle"
              value={banner.subtitle}
              onChange={(subtitle) => section('banner', { subtitle })}
            />
            <TextField
              id="hero-button"
              label="Button text"
              value={banner.buttonText}
              onChange={(buttonText) => section('banner', { buttonText })}
            />
            <TextField
              id="hero-link"
              label="Link (a path like /products or an https:// address)"
              value={banner.link}
              onChange={(link) => section('banner', { link })}
            />
          </div>
        </SectionCard>

        <SectionCard
          id="featured"
          title="Featured Products"
          hint="Picked products come first, in this order; Today's Deals fill the rest of the grid."
          enabled={featuredProducts.enabled}
          onEnabled={(enabled) => section('featuredProducts', { enabled })}
        >
          <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
            <TextField
              id="featured-title"
              label="Featured title"
              value={featuredProducts.title}
              onChange={(title) => section('featuredProducts', { title })}
            />
            <div className="space-y-1.5">
              <Label htmlFor="featured-count">Products shown</Label>
              <Input
                id="featured-count"
                type="number"
                min={HOME_FEATURED.min}
                max={HOME_FEATURED.max}
                value={countText}
                aria-invalid={!countIsValid || undefined}
                aria-describedby="featured-count-hint"
                onChange={(e) => setCountText(e.target.value)}
              />
              <p id="featured-count-hint" className="text-xs text-slate-500">
                {HOME_FEATURED.min} to {HOME_FEATURED.max}
              </p>
            </div>
          </div>
          {countIsValid && featuredProducts.selectedProducts.length > count && (
            <p className="text-sm text-warning-700">
              Only the first {count} picked products show; raise the number to show them all.
            </p>
          )}
          <ProductPicker
            selected={featuredProducts.selectedProducts}
            onChange={(selectedProducts) => section('featuredProducts', { selectedProducts })}
            products={products}
            onSeen={(rows) =>
              setSeen((m) => new Map([...m, ...rows.map((r) => [r.id, r] as const)]))
            }
          />
        </SectionCard>

        <SectionCard
          id="offers"
          title="Special Offers"
          hint={`Up to ${HOME_OFFERS_MAX} cards below the featured grid.`}
          enabled={specialOffers.enabled}
          onEnabled={(enabled) => section('specialOffers', { enabled })}
        >
          <TextField
            id="offers-title"
            label="Section title"
            value={specialOffers.title}
            onChange={(title) => section('specialOffers', { title })}
          />
          <ol className="space-y-4">
            {specialOffers.offers.map((offer, i) => {
              const setOffer = (patch: Partial<typeof offer>) =>
                section('specialOffers', {
                  offers: specialOffers.offers.map((o, j) => (j === i ? { ...o, ...patch } : o)),
                });
              return (
                <li key={i} className="space-y-3 rounded-lg border border-slate-200 p-4">
                  <div className="flex items-center justify-between gap-2">
                    <p className="text-sm font-semibold text-slate-900">Offer {i + 1}</p>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() =>
                        section('specialOffers', {
                          offers: specialOffers.offers.filter((_, j) => j !== i),
                        })
                      }
                    >
                      <Trash2 aria-hidden /> Remove offer {i + 1}
                    </Button>
                  </div>
                  <div className="grid gap-3 sm:grid-cols-3">
                    <TextField
                      id={`offer-${i}-title`}
                      label="Title"
                      value={offer.title}
                      onChange={(title) => setOffer({ title })}
                    />
                    <TextField
                      id={`offer-${i}-discount`}
                      label="Discount"
                      value={offer.discount}
                      onChange={(discount) => setOffer({ discount })}
                    />
                    <TextField
                      id={`offer-${i}-link`}
                      label="Link"
                      value={offer.link}
                      onChange={(link) => setOffer({ link })}
                    />
                  </div>
                  <ImageField
                    id={`offer-${i}-image`}
                    label={`Offer ${i + 1} image`}
                    hint="Optional; 800 × 400 works best."
                    value={offer.image}
                    onChange={(image) => setOffer({ image })}
                  />
                </li>
              );
            })}
          </ol>
          <Button
            variant="outline"
            disabled={specialOffers.offers.length >= HOME_OFFERS_MAX}
            onClick={() =>
              section('specialOffers', {
                offers: [
                  ...specialOffers.offers,
                  { title: '', discount: '', image: '', link: '/products' },
                ],
              })
            }
          >
            <Plus aria-hidden /> Add offer
          </Button>
        </SectionCard>

        <SectionCard
          id="mega-sale"
          title="Mega Sale Banner"
          hint="A wide band lower on the page."
          enabled={megaSale.enabled}
          onEnabled={(enabled) => section('megaSale', { enabled })}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="sale-title"
              label="Title"
              value={megaSale.title}
              onChange={(title) => section('megaSale', { title })}
            />
            <TextField
              id="sale-discount"
              label="Discount"
              value={megaSale.discount}
              onChange={(discount) => section('megaSale', { discount })}
            />
            <TextField
              id="sale-link"
              label="Link"
              value={megaSale.link}
              onChange={(link) => section('megaSale', { link })}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="sale-description">Description</Label>
            <textarea
              id="sale-description"
              rows={2}
              value={megaSale.description}
              onChange={(e) => section('megaSale', { description: e.target.value })}
              className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500/30"
            />
          </div>
          <ImageField
            id="sale-image"
            label="Mega sale image"
            hint="Optional; 1600 × 400 works best."
            value={megaSale.image}
            onChange={(image) => section('megaSale', { image })}
          />
        </SectionCard>
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

function SectionCard(props: {
  id: string;
  title: string;
  hint: string;
  enabled: boolean;
  onEnabled: (enabled: boolean) => void;
  children: ReactNode;
}) {
  const headingId = `home-section-${props.id}`;
  return (
    <Card aria-labelledby={headingId} role="region" className="space-y-4 p-5">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {props.title}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{props.hint}</p>
        </div>
        <label className="flex shrink-0 items-center gap-2 text-sm font-medium text-slate-800">
          <Switch
            checked={props.enabled}
            onCheckedChange={props.onEnabled}
            aria-label={`Show ${props.title}`}
          />
          {props.enabled ? 'Shown' : 'Hidden'}
        </label>
      </div>
      <div className={props.enabled ? 'space-y-4' : 'space-y-4 opacity-60'}>{props.children}</div>
    </Card>
  );
}

function TextField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)} />
    </div>
  );
}

function ImageField(props: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (url: string) => void;
}) {
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      props.onChange(await uploadImage(file));
      toast.success('Image uploaded!');
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'Upload failed');
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      {props.value ? (
        <img
          src={props.value}
          alt=""
          className="h-16 w-28 rounded-md border border-slate-200 object-cover"
        />
      ) : (
        <span className="flex h-16 w-28 items-center justify-center rounded-md border border-dashed border-slate-300 text-xs text-slate-500">
          No image
        </span>
      )}
      <input
        ref={input}
        id={props.id}
        type="file"
        accept="image/*"
        aria-label={props.label}
        className="sr-only"
        onChange={(e) => void upload(e.target.files?.[0])}
      />
      <div className="space-y-1">
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={uploading}
            onClick={() => input.current?.click()}
          >
            <ImageUp aria-hidden />
            {uploading ? 'Uploading…' : props.value ? 'Replace image' : 'Upload image'}
          </Button>
          {props.value && (
            <Button variant="ghost" size="sm" onClick={() => props.onChange('')}>
              Remove
            </Button>
          )}
        </div>
        <p className="text-xs text-slate-500">{props.hint}</p>
      </div>
    </div>
  );
}
