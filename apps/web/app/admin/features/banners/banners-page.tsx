import type { Banner, BannerBody } from '@propwash/domain/content/schemas';
import { useQuery } from '@tanstack/react-query';
import { GalleryHorizontalEnd } from 'lucide-react';
import { ConfirmDialog } from '#app/admin/ui/confirm-dialog.tsx';
import { EditDeleteButtons } from '#app/admin/ui/row-actions.tsx';
import { useItemEditor } from '#app/admin/ui/use-item-editor.ts';
import { Badge } from '#app/ui/badge.tsx';

import { Card } from '#app/ui/card.tsx';

import { PageHeader, AddButton } from '#app/admin/ui/page-header.tsx';
import type { Route } from './+types/banners-page';
import { BannerFormDialog } from './banner-form-dialog.tsx';
import { BannerPreview } from './banner-preview.tsx';
import { bannersKeys, bannersQueryOptions, deleteBanner, saveBanner } from './banners.queries.ts';
import { LoadError, SkeletonItems } from '#app/admin/ui/list-states.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Banners | Propwash Admin' }];

const positionLabel = { hero: 'Hero', middle: 'Middle', bottom: 'Bottom' } as const;

export default function BannersPage() {
  const banners = useQuery(bannersQueryOptions());
  const editor = useItemEditor<Banner, BannerBody>({
    queryKey: bannersKeys.all,
    save: saveBanner,
    remove: deleteBanner,
    savedMessage: (added) => (added ? 'Banner created!' : 'Banner updated!'),
    deletedMessage: 'Banner deleted!',
  });

  return (
    <div className="space-y-6">
      <PageHeader
        title="Banner management"
        actions={<AddButton label="Add banner" onClick={() => editor.setEditing('new')} />}
      >
        The first enabled hero banner opens the home page; up to three middle banners and one bottom
        banner follow.
      </PageHeader>

      {banners.isError ? (
        <LoadError title="Failed to load banners" message={banners.error.message} />
      ) : banners.data && banners.data.length === 0 ? (
        <Card className="flex flex-col items-center px-6 py-14 text-center">
          <GalleryHorizontalEnd className="size-8 text-brand-700" aria-hidden />
          <p className="mt-3 font-semibold text-slate-900">No banners yet</p>
          <p className="mt-1 text-sm text-slate-600">
            Without a hero banner the home page shows its default.
          </p>
        </Card>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {banners.data?.map((b) => (
            <li key={b.id}>
              <Card className="space-y-3 p-4">
                <BannerPreview banner={b} />
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <Badge variant="soft">{positionLabel[b.position]}</Badge>
                    <Badge variant={b.enabled ? 'success' : 'neutral'}>
                      {b.enabled ? 'Enabled' : 'Disabled'}
                    </Badge>
                    <span className="text-slate-500">Order {b.order}</span>
                    <span className="max-w-48 truncate text-slate-500" title={b.link}>
                      → {b.link}
                    </span>
                  </div>
                  <EditDeleteButtons
                    editName={`Edit banner ${b.title}`}
                    deleteName={`Delete banner ${b.title}`}
                    onEdit={() => editor.setEditing(b)}
                    onDelete={() =>
                      editor.confirm({
                        title: 'Delete this banner?',
                        description: `“${b.title}” disappears from the storefront.`,
                        confirmLabel: 'Delete banner',
                        destructive: true,
                        run: () => editor.remove.mutate(b.id),
                      })
                    }
                  />
                </div>
              </Card>
            </li>
          )) ?? <SkeletonItems count={2} bars={['h-[260px] w-full']} />}
        </ul>
      )}

      {editor.dialog && (
        <BannerFormDialog key={editor.item?.id ?? 'new'} banner={editor.item} {...editor.dialog} />
      )}
      <ConfirmDialog {...editor.confirmDialog} />
    </div>
  );
}
