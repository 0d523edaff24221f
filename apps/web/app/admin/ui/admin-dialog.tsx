import type { ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#app/ui/dialog.tsx';

/**
 * An admin dialog: its title and description (which name and describe it), then the content.
 * Closing it (Escape, the ×, outside) calls `onClose`; it is open unless `open` says otherwise.
 */
export function AdminDialog(props: {
  open?: boolean;
  onClose: () => void;
  title: ReactNode;
  titleClassName?: string;
  description: ReactNode;
  /** The dialog's width, e.g. max-w-2xl. */
  className?: string;
  /** alertdialog for a warning that asks before acting. */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}) {
  return (
    <Dialog open={props.open ?? true} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className={props.className} role={props.role ?? 'dialog'}>
        <DialogHeader>
          <DialogTitle className={props.titleClassName}>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        {props.children}
      </DialogContent>
    </Dialog>
  );
}
