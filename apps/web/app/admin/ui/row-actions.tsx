import { Pencil, Trash2, type LucideIcon } from 'lucide-react';
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
