import type { Banner, BannerBody } from '@propwash/domain/content/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GalleryHorizontalEnd, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog, type Confirmation } from '#app/admin/ui/confirm-dialog.tsx';
import { Badge } from '#app/ui/badge.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { Skeleton } from '#app/ui/skeleton.tsx';
import { toast } from '#app/ui/toaster.tsx';
import { PageHeader } from '#app/admin/ui/page-header.tsx';
import type { Route } from './+types/banners-page';
import { BannerFormDialog } from './banner-form-dialog.tsx';
import { BannerPreview } from './banner-preview.tsx';
import { bannersKeys, bannersQueryOptions, deleteBanner, saveBanner } from './banners.queries.ts';
import { LoadError } from '#app/admin/ui/list-states.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Banners | Propwash Admin' }];

const positionLabel = { hero: 'Hero', middle: 'Middle', bottom: 'Bottom' } as const;

export default function BannersPage() {
  const banners = useQuery(bannersQueryOptions());
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  const save = useMutation({
    mutationFn: (input: { id: string | null; body: BannerBody }) =>
      saveBanner(input.id, input.body),
    onSuccess: (_, input) => {
      toast.success(input.id ? 'Banner updated!' : 'Banner created!');
      setEditing(null);
    },
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannersKeys.all }),
  });
  const remove = useMutation({
    mutationFn: deleteBanner,
    onSuccess: () => {
      toast.success('Banner deleted!');
      setConfirmation(null);
    },
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannersKeys.all }),
  });

  return (
    <div className="space-y-6">
      <PageHeader
        title="Banner management"
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden /> Add banner
          </Button>
        }
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
          {banners.data
            ? banners.data.map((b) => (
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
                      <div className="flex gap-1">
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => setEditing(b)}
                          aria-label={`Edit banner ${b.title}`}
                        >
                          <Pencil aria-hidden /> Edit
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          className="text-danger-700 hover:bg-danger-50 hover:text-danger-700"
                          aria-label={`Delete banner ${b.title}`}
                          onClick={() =>
                            setConfirmation({
                              title: 'Delete this banner?',
                              description: `“${b.title}” disappears from the storefront.`,
                              confirmLabel: 'Delete banner',
                              destructive: true,
                              run: () => remove.mutate(b.id),
                            })
                          }
                        >
                          <Trash2 aria-hidden /> Delete
                        </Button>
                      </div>
                    </div>
                  </Card>
                </li>
              ))
            : Array.from({ length: 2 }, (_, i) => (
                <li key={i}>
                  <Skeleton className="h-[260px] w-full" />
                </li>
              ))}
        </ul>
      )}

      {editing !== null && (
        <BannerFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          banner={editing === 'new' ? null : editing}
          busy={save.isPending}
          onClose={() => setEditing(null)}
          onSave={(body) => save.mutateAsync({ id: editing === 'new' ? null : editing.id, body })}
        />
      )}
      <ConfirmDialog
        confirmation={confirmation}
        busy={remove.isPending}
        onClose={() => setConfirmation(null)}
      />
    </div>
  );
}
