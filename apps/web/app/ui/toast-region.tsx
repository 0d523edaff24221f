import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from '#app/ui/icons.tsx';
import { cx } from '#app/lib/cx.ts';
import { dismissToast, useToasts, type ToastKind } from '#app/lib/notify.ts';

const look: Record<ToastKind, { icon: typeof CircleCheck; tone: string }> = {
  success: { icon: CircleCheck, tone: 'border-success-600/30 text-success-700' },
  error: { icon: CircleAlert, tone: 'border-danger-600/30 text-danger-700' },
  info: { icon: Info, tone: 'border-brand-600/30 text-brand-700' },
  warning: { icon: TriangleAlert, tone: 'border-warning-700/30 text-warning-700' },
};

/**
 * Where the shop's toasts appear, on the storefront and in the admin, announced to screen readers:
 * never over the header's cart badge, which an "Added to cart!" toast is about. Bottom centre on
 * phones, above the chat button and the compare tray; from `sm`, top right just below the sticky
 * header (about 148 px tall). In the admin (`placement="admin"`) they stay at the top, clear of a
 * dialog's buttons at the bottom of a phone's screen.
 */
export function ToastRegion({ placement = 'shop' }: { placement?: 'shop' | 'admin' }) {
  const toasts = useToasts();
  return (
    <div
      aria-live="polite"
      className={cx(
        'pointer-events-none fixed inset-x-0 z-[60] flex flex-col items-center gap-2 px-3 sm:right-4 sm:left-auto sm:items-end',
        // The admin has no cart badge to keep clear of, and a dialog's buttons sit at the bottom
        // of a phone's screen: its toasts stay at the top.
        placement === 'admin' ? 'top-3 sm:top-20' : 'bottom-20 sm:top-40 sm:bottom-auto',
      )}
    >
      {toasts.map((toast) => {
        const { icon: Icon, tone } = look[toast.kind];
        return (
          <div
            key={toast.id}
            role={toast.kind === 'error' ? 'alert' : 'status'}
            className={cx(
              'pointer-events-auto flex w-full max-w-sm animate-fade-in items-start gap-3 rounded-lg border bg-white py-3 pr-2 pl-3.5 text-sm font-medium shadow-lift',
              tone,
            )}
          >
            <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
            <div className="flex-1">
              <p className="text-slate-900">{toast.message}</p>
              {toast.description && (
                <p className="mt-0.5 font-normal text-slate-600">{toast.description}</p>
              )}
              {toast.action && (
                <button
                  type="button"
                  onClick={() => {
                    dismissToast(toast.id);
                    toast.action?.onClick();
                  }}
                  className="mt-2 rounded-md border border-slate-300 px-2.5 py-1 text-xs font-semibold text-slate-800 hover:bg-slate-100"
                >
                  {toast.action.label}
                </button>
              )}
            </div>
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
