import { Logo } from '#app/ui/logo.tsx';

/** Full-screen placeholder while the admin chunks and the session check load. */
export function AdminLoading() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-100">
      <Logo />
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <span
          aria-hidden
          className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
        />
        Loading admin…
      </p>
    </div>
  );
}
