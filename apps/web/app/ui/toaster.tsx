import { notify } from '#app/lib/notify.ts';
import { ToastRegion } from '#app/ui/toast-region.tsx';

/**
 * The admin's toasts are the storefront's (lib/notify.ts, ui/toast-region.tsx): same look, at the
 * top of the window. Mount once per area that shows toasts; call `toast.success(...)` / `toast.error(...)`
 * anywhere.
 */
export function Toaster() {
  return <ToastRegion placement="admin" />;
}

export { notify as toast };
