import { CircleAlert, CircleCheck, X } from '#app/ui/icons.tsx';
import { cx } from '#app/lib/cx.ts';
import { dismissToast, useToasts } from '#app/lib/notify.ts';

/**
 * Where storefront toasts appear, announced to screen readers: never over the header's cart
 * badge, which an "Added to cart!" toast is about. Bottom centre on phones, above the chat button
 * and the compare tray; from `sm`, top right just below the sticky header (about 148 px tall).
 */
export function ToastRegion() {
  const toasts = useToasts();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-20 z-[60] flex flex-col items-center gap-2 px-3 sm:top-40 sm:right-4 sm:bottom-auto sm:left-auto sm:items-end"
    >
      {toasts.map((toast) => {
        const Icon = toast.kind === 'success' ? CircleCheck : CircleAlert;
        return (
          <div
            key={toast.id}
            role={toast.kind === 'error' ? 'alert' : 'status'}
            className={cx(
              'pointer-events-auto flex w-full max-w-sm animate-fade-in items-start gap-3 rounded-lg border bg-white py-3 pr-2 pl-3.5 text-sm font-medium shadow-lift',
              toast.kind === 'success'
                ? 'border-success-600/30 text-success-700'
                : 'border-danger-600/30 text-danger-700',
            )}
          >
            <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
            <p className="flex-1 text-slate-900">{toast.message}</p>
            <button
              type="button"
              onClick={() => dismissToast(toast.id)}
              className="-my-1 flex size-7 shrink-0 items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700"
            >
              <X className="size-4" aria-hidden />
              <span className="sr-only">Dismiss</span>
            </button>
          </div>
        );
      })}
    </div>
  );
}
