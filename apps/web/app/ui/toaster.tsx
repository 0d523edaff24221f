import { Toaster as SonnerToaster, toast } from 'sonner';

/** Mount once per area that shows toasts; call `toast.success(...)` / `toast.error(...)` anywhere. */
export function Toaster() {
  return (
    <SonnerToaster
      position="top-right"
      richColors
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans' } }}
    />
  );
}

export { toast };
