import type { ReactNode } from 'react';
import { Button } from '#app/ui/button.tsx';
import { AdminDialog } from '#app/admin/ui/admin-dialog.tsx';
import { DialogFooter } from '#app/ui/dialog.tsx';

export interface Confirmation {
  title: string;
  description: string;
  confirmLabel: string;
  destructive?: boolean;
  run: () => void;
}

/** Asks before a change that is hard to undo (every delete, a ban, a role change). */
export function ConfirmDialog(props: {
  confirmation: Confirmation | null;
  busy: boolean;
  onClose: () => void;
}) {
  const c = props.confirmation;
  return (
    <AskDialog
      role="alertdialog"
      open={c !== null}
      title={c?.title}
      description={c?.description}
      confirmLabel={c?.confirmLabel}
      confirmVariant={c?.destructive ? 'destructive' : 'primary'}
      busy={props.busy}
      onConfirm={() => c?.run()}
      onClose={props.onClose}
    />
  );
}

/**
 * The dialog that asks before acting: title, description, an optional detail (what is about to
 * change), then Cancel and the confirm button (disabled while `busy`).
 */
export function AskDialog(props: {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  detail?: ReactNode;
  confirmLabel: ReactNode;
  confirmVariant: 'destructive' | 'primary';
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** alertdialog for ConfirmDialog's warnings. */
  role?: 'dialog' | 'alertdialog';
}) {
  const { detail, confirmLabel, confirmVariant, busy, onConfirm, ...dialog } = props;
  return (
    <AdminDialog {...dialog}>
      {detail && <p className="text-sm font-medium text-slate-900">{detail}</p>}
      <DialogFooter>
        <Button variant="outline" onClick={dialog.onClose}>
          Cancel
        </Button>
        <Button variant={confirmVariant} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </AdminDialog>
  );
}
