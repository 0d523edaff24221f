import { Monitor, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { cn } from '#app/lib/cn.ts';
import { HomeView } from '#app/ui/home/home-view.tsx';
import { buildHomeView, type HomeSections } from '#app/ui/home/home-view-model.ts';
import { Skeleton } from '#app/ui/skeleton.tsx';
import { PreviewFrame } from './preview-frame.tsx';
import { usePreviewSources } from './preview-sources.ts';

const VIEWPORTS = [
  { id: 'phone', label: 'Phone', width: 390, icon: Smartphone },
  { id: 'desktop', label: 'Desktop', width: 1280, icon: Monitor },
] as const;

type ViewportId = (typeof VIEWPORTS)[number]['id'];

/**
 * The storefront home as shoppers will see it once saved: the same components, fed with the
 * unsaved draft and the shop's live banners, categories and products, at a phone's or a desktop's
 * width.
 */
export function HomePreview({ draft, count }: { draft: HomeSections; count: number }) {
  const [viewportId, setViewportId] = useState<ViewportId>('phone');
  const viewport = VIEWPORTS.find((v) => v.id === viewportId) ?? VIEWPORTS[0];
  const { sources, error } = usePreviewSources(draft.featuredProducts.selectedProducts, count);

  return (
    <section
      aria-labelledby="home-preview-title"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="home-preview-title" className="text-sm font-semibold text-slate-900">
          Preview <span className="font-normal text-slate-500">(unsaved changes included)</span>
        </h2>
        <div role="group" aria-label="Preview width" className="flex rounded-lg bg-slate-100 p-0.5">
          {VIEWPORTS.map(({ id, label, width, icon: Icon }) => (
            <button
              key={id}
              type="button"
              aria-pressed={id === viewportId}
              onClick={() => setViewportId(id)}
              className={cn(
                'flex items-center gap-1.5 rounded-md px-2.5 py-1.5 text-xs font-medium text-slate-600 hover:text-slate-900',
                id === viewportId && 'bg-white text-slate-900 shadow-sm',
              )}
            >
              <Icon className="size-3.5" aria-hidden />
              {label} ({width} px)
            </button>
          ))}
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger-700">
          The preview could not load the shop&apos;s data: {error.message}
        </p>
      ) : sources ? (
        <div className="max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 xl:max-h-[calc(100vh-17rem)]">
          <PreviewFrame
            width={viewport.width}
            title={`Home page preview at ${viewport.label.toLowerCase()} width`}
          >
            <div className="mx-auto w-full max-w-7xl px-4 sm:px-6">
              <HomeView data={buildHomeView(draft, sources)} />
            </div>
          </PreviewFrame>
        </div>
      ) : (
        <Skeleton className="h-96 w-full" />
      )}
    </section>
  );
}
