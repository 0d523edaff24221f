import { HOME_FEATURED, HOME_OFFERS_MAX } from '@propwash/domain/content/schemas';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { TextAreaField, TextField, TextFields } from '#app/admin/ui/form-field.tsx';
import { Button } from '#app/ui/button.tsx';
import { ImageField, SectionCard } from './designer-fields.tsx';
import type { DesignForm } from './home-design-form.ts';
import { ProductPicker, type PickedProduct } from './product-picker.tsx';

/* The editors of the four home sections: fields of the designer's form (FormProvider). */

export function HeroSection() {
  return (
    <SectionCard
      id="hero"
      name="banner"
      title="Hero Banner"
      hint="Off: the first hero banner from Banners opens the page."
    >
      <ImageField
        id="hero-image"
        name="banner.image"
        label="Hero image"
        hint="Wide art works best, 1600 × 600."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextFields
          fields={[
            { id: 'hero-title', name: 'banner.title', label: 'Title' },
            { id: 'hero-subtitle', name: 'banner.subtitle', label: 'Subtitle' },
            { id: 'hero-button', name: 'banner.buttonText', label: 'Button text' },
            {
              id: 'hero-link',
              name: 'banner.link',
              label: 'Link (a path like /products or an https:// address)',
            },
          ]}
        />
      </div>
    </SectionCard>
  );
}

export function FeaturedSection(props: {
  /** The typed count when it is a valid one, else null. */
  count: number | null;
  products: Map<string, PickedProduct>;
  onSeen: (rows: PickedProduct[]) => void;
}) {
  const picked = useWatch<DesignForm, 'featuredProducts.selectedProducts'>({
    name: 'featuredProducts.selectedProducts',
  });
  return (
    <SectionCard
      id="featured"
      name="featuredProducts"
      title="Featured Products"
      hint="Picked products come first, in this order; Today's Deals fill the rest of the grid."
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextFields
          fields={[
            { id: 'featured-title', name: 'featuredProducts.title', label: 'Featured title' },
            {
              id: 'featured-count',
              name: 'featuredProducts.count',
              label: 'Products shown',
              type: 'number',
              min: HOME_FEATURED.min,
              max: HOME_FEATURED.max,
              hint: `${HOME_FEATURED.min} to ${HOME_FEATURED.max}`,
            },
          ]}
        />
      </div>
      {props.count !== null && picked.length > props.count && (
        <p className="text-sm text-warning-700">
          Only the first {props.count} picked products show; raise the number to show them all.
        </p>
      )}
      <Controller<DesignForm, 'featuredProducts.selectedProducts'>
        name="featuredProducts.selectedProducts"
        render={({ field }) => (
          <ProductPicker
            selected={field.value}
            onChange={field.onChange}
            products={props.products}
            onSeen={props.onSeen}
          />
        )}
      />
    </SectionCard>
  );
}

export function OffersSection() {
  const offers = useFieldArray<DesignForm, 'specialOffers.offers'>({
    name: 'specialOffers.offers',
  });
  return (
    <SectionCard
      id="offers"
      name="specialOffers"
      title="Special Offers"
      hint={`Up to ${HOME_OFFERS_MAX} cards below the featured grid.`}
    >
      <TextField id="offers-title" name="specialOffers.title" label="Section title" />
      <ol className="space-y-4">
        {offers.fields.map((offer, i) => (
          <li key={offer.id} className="space-y-3 rounded-lg border border-slate-200 p-4">
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-semibold text-slate-900">Offer {i + 1}</p>
              <Button size="sm" variant="ghost" onClick={() => offers.remove(i)}>
                <Trash2 aria-hidden /> Remove offer {i + 1}
              </Button>
            </div>
            <div className="grid gap-3 sm:grid-cols-3">
              <TextFields
                fields={[
                  {
                    id: `offer-${i}-title`,
                    name: `specialOffers.offers.${i}.title`,
                    label: 'Title',
                  },
                  {
                    id: `offer-${i}-discount`,
                    name: `specialOffers.offers.${i}.discount`,
                    label: 'Discount',
                  },
                  { id: `offer-${i}-link`, name: `specialOffers.offers.${i}.link`, label: 'Link' },
                ]}
              />
            </div>
            <ImageField
              id={`offer-${i}-image`}
              name={`specialOffers.offers.${i}.image`}
              label={`Offer ${i + 1} image`}
              hint="Optional; 800 × 400 works best."
            />
          </li>
        ))}
      </ol>
      <Button
        variant="outline"
        disabled={offers.fields.length >= HOME_OFFERS_MAX}
        onClick={() => offers.append({ title: '', discount: '', image: '', link: '/products' })}
      >
        <Plus aria-hidden /> Add offer
      </Button>
    </SectionCard>
  );
}

export function MegaSaleSection() {
  return (
    <SectionCard
      id="mega-sale"
      name="megaSale"
      title="Mega Sale Banner"
      hint="A wide band lower on the page."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextFields
          fields={[
            { id: 'sale-title', name: 'megaSale.title', label: 'Title' },
            { id: 'sale-discount', name: 'megaSale.discount', label: 'Discount' },
            { id: 'sale-link', name: 'megaSale.link', label: 'Link' },
          ]}
        />
      </div>
      <TextAreaField
        id="sale-description"
        name="megaSale.description"
        label="Description"
        rows={2}
      />
      <ImageField
        id="sale-image"
        name="megaSale.image"
        label="Mega sale image"
        hint="Optional; 1600 × 400 works best."
      />
    </SectionCard>
  );
}
