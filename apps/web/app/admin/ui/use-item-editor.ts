import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { Confirmation } from '#app/admin/ui/confirm-dialog.tsx';
import { toast } from '#app/ui/toaster.tsx';

/**
 * Add, edit and delete on an admin list whose items are saved one at a time (banners, payment
 * methods, coupons): the item the form dialog edits ('new' while adding), the save and delete
 * mutations (a toast, the dialogs closed, the list refreshed either way) and the confirmation
 * a delete asks for.
 */
export function useItemEditor<T extends { id: string }, Body>(options: {
  queryKey: QueryKey;
  save: (id: string | null, body: Body) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  /** The toast after a save; `added` when the item is new. */
  savedMessage: (added: boolean) => string;
  deletedMessage: string;
}) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: options.queryKey });
  const save = useMutation({
    mutationFn: (input: { id: string | null; body: Body }) => options.save(input.id, input.body),
    onSuccess: (_, input) => {
      toast.success(options.savedMessage(input.id === null));
      setEditing(null);
      setConfirmation(null);
    },
    onError: (error) => toast.error(error.message || 'Failed to save'),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: options.remove,
    onSuccess: () => {
      toast.success(options.deletedMessage);
      setConfirmation(null);
    },
    onError: (error) => toast.error(error.message || 'Failed to delete'),
    onSettled: refresh,
  });
  const item = editing === 'new' ? null : editing;
  return {
    editing,
    setEditing,
    save,
    remove,
    confirm: setConfirmation,
    /** The form dialog's props while it is open (key it by `item`, so each opens fresh). */
    dialog: editing !== null && {
      busy: save.isPending,
      onClose: () => setEditing(null),
      onSave: (body: Body) => save.mutateAsync({ id: item?.id ?? null, body }),
    },
    /** The ConfirmDialog's props. */
    confirmDialog: {
      confirmation,
      busy: save.isPending || remove.isPending,
      onClose: () => setConfirmation(null),
    },
    /** The item being edited; null while adding. */
    item,
  };
}
