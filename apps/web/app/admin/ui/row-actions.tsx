import { Pencil, ScrollText, Trash2, type LucideIcon } from 'lucide-react';
import { cn } from '#app/lib/cn.ts';
import { Button } from '#app/ui/button.tsx';

/** A ghost button that deletes: red text on a red tint. */
const dangerClassName = 'text-danger-700 hover:bg-danger-50 hover:text-danger-700';

/** One button of a list row: `label` shows on phones, `name` is its accessible name everywhere. */
export interface RowAction {
  label: string;
  name: string;
  icon: LucideIcon;
  run: () => void;
  disabled?: boolean;
  /** The tooltip; `name` when left out. */
  title?: string;
  /** A delete: drawn in red. */
  danger?: boolean;
}

/** "Edit" the row named `name`. */
export const editAction = (name: string, run: () => void): RowAction => ({
  label: 'Edit',
  name: `Edit ${name}`,
  icon: Pencil,
  run,
});

/** "Change log": the audit log of the row named `name` (`open` goes there). */
export const changeLogAction = (name: string, open: () => void): RowAction => ({
  label: 'Change log',
  name: `Change log of ${name}`,
  icon: ScrollText,
  run: open,
});

/** "Delete" the row named `name`, in red; `more` may disable it with a reason. */
export const deleteAction = (
  name: string,
  run: () => void,
  more?: Pick<RowAction, 'disabled' | 'title'>,
): RowAction => ({
  label: 'Delete',
  name: `Delete ${name}`,
  icon: Trash2,
  run,
  danger: true,
  ...more,
});

/** A row's buttons: labelled on phone cards, icon-only with the same names in the table (`compact`). */
export function RowActions({ actions, compact }: { actions: RowAction[]; compact: boolean }) {
  return (
    <div className={compact ? 'flex justify-end gap-0.5' : 'flex flex-wrap gap-1'}>
      {actions.map((a) => (
        <Button
          key={a.label}
          variant="ghost"
          size="sm"
          disabled={a.disabled}
          onClick={a.run}
          aria-label={a.name}
          title={a.title ?? a.name}
          className={cn(compact && 'w-8 px-0', a.danger && dangerClassName)}
        >
          <a.icon aria-hidden />
          {!compact && a.label}
        </Button>
      ))}
    </div>
  );
}

/** The labelled Edit and Delete buttons of a card or row; `editName` / `deleteName` name them. */
export function EditDeleteButtons(props: {
  editName: string;
  deleteName: string;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
}) {
  return (
    <div className={cn('flex gap-1', props.className)}>
      <Button variant="ghost" size="sm" onClick={props.onEdit} aria-label={props.editName}>
        <Pencil aria-hidden /> Edit
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className={dangerClassName}
        aria-label={props.deleteName}
        onClick={props.onDelete}
      >
        <Trash2 aria-hidden /> Delete
      </Button>
    </div>
  );
}

/** A row's icon-only Edit and Delete buttons, named for the row (`name`). */
export function EditDeleteIcons(props: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <Button variant="ghost" size="icon" className="size-8" onClick={props.onEdit}>
        <Pencil aria-hidden />
        <span className="sr-only">Edit {props.name}</span>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className={cn('size-8', dangerClassName)}
        onClick={props.onDelete}
      >
        <Trash2 aria-hidden />
        <span className="sr-only">Delete {props.name}</span>
      </Button>
    </>
  );
}
