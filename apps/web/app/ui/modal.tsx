import { X } from '#app/ui/icons.tsx';
import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { cx } from '#app/lib/cx.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';

/**
 * A modal on the native <dialog> (focus trap, Escape, inert page and backdrop from the browser), so
 * storefront pages need no dialog library. Controlled: `open` shows it, `onClose` asks to hide it.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  className,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function onClick(event: MouseEvent<HTMLDialogElement>) {
    // A click on the backdrop lands on the <dialog> element itself.
    if (event.target === event.currentTarget) onClose();
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={onClick}
      className={cx(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-card border border-slate-200 bg-white p-0 text-slate-900 shadow-lift backdrop:bg-slate-950/50 open:animate-fade-in',
        className,
      )}
    >
      {open && (
        <div className="p-5 sm:p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className="text-lg font-bold text-slate-900">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-1 text-sm text-slate-600">
                  {description}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={onClose}
              className="-mt-1 -mr-1 flex size-8 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <X className="size-4" aria-hidden />
              <span className="sr-only">Close</span>
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}

/**
 * The buttons under a modal's content: the way back (outlined), then the caller's action; stacked
 * on a phone with the action on top.
 */
export function ModalActions({
  backLabel,
  onBack,
  isBusy,
  className,
  children,
}: {
  backLabel: string;
  onBack: () => void;
  /** Disables the way back while the action runs. */
  isBusy?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cx('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      <button
        type="button"
        onClick={onBack}
        disabled={isBusy}
        className={buttonVariants({ variant: 'outline' })}
      >
        {backLabel}
      </button>
      {children}
    </div>
  );
}
