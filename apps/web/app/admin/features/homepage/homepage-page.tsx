import { HOME_FEATURED, type HomeDesign } from '@propwash/domain/content/schemas';
import { formatIndiaTime } from '@propwash/domain/india-time';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { submitWith } from '#app/admin/ui/form-dialog.tsx';
import { FormAlert } from '#app/admin/ui/form-field.tsx';
import { useSchemaForm } from '#app/admin/ui/form-schema.ts';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { Skeleton } from '#app/ui/skeleton.tsx';
import { toast } from '#app/ui/toaster.tsx';
import { PageHeader } from '#app/admin/ui/page-header.tsx';
import type { Route } from './+types/homepage-page';
import { HomePreview } from './home-preview.tsx';
import { homeDesignKeys, homeDesignQueryOptions, saveHomeDesign } from './homepage.queries.ts';
import { usePickedProducts, type PickedProduct } from './product-picker.tsx';
import { FeaturedSection, HeroSection, MegaSaleSection, OffersSection } from './home-sections.tsx';
import { LoadError } from '#app/admin/ui/list-states.tsx';
import {
  designFormSchema,
  designFormValues,
  validCount,
  type DesignForm,
} from './home-design-form.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Home Page | Propwash Admin' }];

const SAVED_NOTICE_MS = 3000;

export default function HomepagePage() {
  const design = useQuery(homeDesignQueryOptions());
  return (
    <div className="space-y-6">
      <PageHeader title="Home Page Designer">
        The hero, the featured grid, special offers and the mega sale banner of the storefront home.
        Shoppers see the changes as soon as you save.
      </PageHeader>
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
  const queryClient = useQueryClient();
  const form = useSchemaForm(designFormSchema, designFormValues(saved));
  const [showSaved, setShowSaved] = useState(false);
  const savedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [seen, setSeen] = useState(() => new Map<string, PickedProduct>());
  const draft = useWatch({ control: form.control }) as DesignForm;
  const products = usePickedProducts(draft.featuredProducts.selectedProducts, seen);
  const count = validCount(draft.featuredProducts.count, HOME_FEATURED);

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
      // The form becomes what was saved (picks not on sale are gone from it too).
      form.reset(designFormValues(result));
    },
    onError: (err) => toast.error(err.message),
  });

  const onSave = submitWith(form, (body) => {
    setShowSaved(false);
    return save.mutateAsync(body);
  });

  return (
    <FormProvider {...form}>
      {/* Phones: save first, then the sections, then the preview; wide screens: both in a side column. */}
      <form
        noValidate
        onSubmit={onSave}
        className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 xl:grid-cols-[minmax(0,1fr)_420px] 2xl:grid-cols-[minmax(0,1fr)_480px]"
      >
        <div className="order-2 space-y-6 xl:order-1">
          <HeroSection />
          <FeaturedSection
            count={count}
            products={products}
            onSeen={(rows) =>
              setSeen((m) => new Map([...m, ...rows.map((r) => [r.id, r] as const)]))
            }
          />
          <OffersSection />
          <MegaSaleSection />
        </div>

        <div className="contents xl:sticky xl:top-20 xl:order-2 xl:block xl:space-y-4">
          <Card className="order-1 space-y-3 p-4">
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" disabled={save.isPending}>
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
            <FormAlert />
            <p className="text-xs text-slate-500">
              {saved.updatedAt
                ? `Last saved ${formatIndiaTime(saved.updatedAt)}`
                : 'Not saved yet: the storefront shows the defaults.'}
            </p>
          </Card>
          <div className="order-3">
            <HomePreview
              draft={{
                ...draft,
                featuredProducts: {
                  ...draft.featuredProducts,
                  count: count ?? HOME_FEATURED.default,
                },
              }}
              count={count ?? HOME_FEATURED.default}
            />
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
