import { Button } from '#app/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#app/ui/dialog.tsx';

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
    <Dialog open={c !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{c?.title}</DialogTitle>
          <DialogDescription>{c?.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={props.onClose}>
            Cancel
          </Button>
          <Button
            variant={c?.destructive ? 'destructive' : 'primary'}
            disabled={props.busy}
            onClick={() => c?.run()}
          >
            {c?.confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
