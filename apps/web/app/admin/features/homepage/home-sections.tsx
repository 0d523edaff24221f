import { HOME_FEATURED, HOME_OFFERS_MAX, type HomeDesign } from '@propwash/domain/content/schemas';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '#app/ui/button.tsx';
import { Input } from '#app/ui/input.tsx';
import { Label } from '#app/ui/label.tsx';
import { ImageField, SectionCard, TextField } from './designer-fields.tsx';
import { ProductPicker, type PickedProduct } from './product-picker.tsx';

/** The editors of the four home sections; each gets its part of the draft and patches it. */
type Part<K extends keyof HomeDesign> = {
  value: HomeDesign[K];
  onChange: (patch: Partial<HomeDesign[K]>) => void;
};

export function HeroSection({ value: banner, onChange }: Part<'banner'>) {
  return (
    <SectionCard
      id="hero"
      title="Hero Banner"
      hint="Off: the first hero banner from Banners opens the page."
      enabled={banner.enabled}
      onEnabled={(enabled) => onChange({ enabled })}
    >
      <ImageField
        id="hero-image"
        label="Hero image"
        hint="Wide art works best, 1600 × 600."
        value={banner.image}
        onChange={(image) => onChange({ image })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="hero-title"
          label="Title"
          value={banner.title}
          onChange={(title) => onChange({ title })}
        />
        <TextField
          id="hero-subtitle"
          label="Subtitle"
          value={banner.subtitle}
          onChange={(subtitle) => onChange({ subtitle })}
        />
        <TextField
          id="hero-button"
          label="Button text"
          value={banner.buttonText}
          onChange={(buttonText) => onChange({ buttonText })}
        />
        <TextField
          id="hero-link"
          label="Link (a path like /products or an https:// address)"
          value={banner.link}
          onChange={(link) => onChange({ link })}
        />
      </div>
    </SectionCard>
  );
}

export function FeaturedSection(
  props: Part<'featuredProducts'> & {
    countText: string;
    onCountText: (text: string) => void;
    count: number;
    countIsValid: boolean;
    products: Map<string, PickedProduct>;
    onSeen: (rows: PickedProduct[]) => void;
  },
) {
  const { value: featuredProducts, onChange, count, countIsValid } = props;
  return (
    <SectionCard
      id="featured"
      title="Featured Products"
      hint="Picked products come first, in this order; Today's Deals fill the rest of the grid."
      enabled={featuredProducts.enabled}
      onEnabled={(enabled) => onChange({ enabled })}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField
          id="featured-title"
          label="Featured title"
          value={featuredProducts.title}
          onChange={(title) => onChange({ title })}
        />
        <div className="space-y-1.5">
          <Label htmlFor="featured-count">Products shown</Label>
          <Input
            id="featured-count"
            type="number"
            min={HOME_FEATURED.min}
            max={HOME_FEATURED.max}
            value={props.countText}
            aria-invalid={!countIsValid || undefined}
            aria-describedby="featured-count-hint"
            onChange={(e) => props.onCountText(e.target.value)}
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
        onChange={(selectedProducts) => onChange({ selectedProducts })}
        products={props.products}
        onSeen={props.onSeen}
      />
    </SectionCard>
  );
}

export function OffersSection({ value: specialOffers, onChange }: Part<'specialOffers'>) {
  return (
    <SectionCard
      id="offers"
      title="Special Offers"
      hint={`Up to ${HOME_OFFERS_MAX} cards below the featured grid.`}
      enabled={specialOffers.enabled}
      onEnabled={(enabled) => onChange({ enabled })}
    >
      <TextField
        id="offers-title"
        label="Section title"
        value={specialOffers.title}
        onChange={(title) => onChange({ title })}
      />
      <ol className="space-y-4">
        {specialOffers.offers.map((offer, i) => {
          const setOffer = (patch: Partial<typeof offer>) =>
            onChange({
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
                    onChange({
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
          onChange({
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
  );
}

export function MegaSaleSection({ value: megaSale, onChange }: Part<'megaSale'>) {
  return (
    <SectionCard
      id="mega-sale"
      title="Mega Sale Banner"
      hint="A wide band lower on the page."
      enabled={megaSale.enabled}
      onEnabled={(enabled) => onChange({ enabled })}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="sale-title"
          label="Title"
          value={megaSale.title}
          onChange={(title) => onChange({ title })}
        />
        <TextField
          id="sale-discount"
          label="Discount"
          value={megaSale.discount}
          onChange={(discount) => onChange({ discount })}
        />
        <TextField
          id="sale-link"
          label="Link"
          value={megaSale.link}
          onChange={(link) => onChange({ link })}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="sale-description">Description</Label>
        <textarea
          id="sale-description"
          rows={2}
          value={megaSale.description}
          onChange={(e) => onChange({ description: e.target.value })}
          className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500/30"
        />
      </div>
      <ImageField
        id="sale-image"
        label="Mega sale image"
        hint="Optional; 1600 × 400 works best."
        value={megaSale.image}
        onChange={(image) => onChange({ image })}
      />
    </SectionCard>
  );
}
