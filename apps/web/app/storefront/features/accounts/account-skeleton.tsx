import { Skeleton } from '#app/ui/skeleton.tsx';

/** The account pages' shape while the browser checks the session and loads the data. */
export function AccountSkeleton() {
  return (
    <div
      className="grid grid-cols-1 gap-6 py-6 sm:py-10 lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start"
      aria-busy="true"
    >
      <p role="status" className="sr-only">
        Loading your account…
      </p>
      <div className="rounded-card border border-slate-200 bg-white p-5 shadow-card">
        <div className="flex items-center gap-3">
          <Skeleton isRound className="size-14" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-3 w-40" />
          </div>
        </div>
        <div className="mt-5 space-y-2 max-lg:hidden">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      </div>
      <div className="space-y-4">
        <Skeleton className="h-8 w-48" />
        <div className="space-y-4 rounded-card border border-slate-200 bg-white p-6 shadow-card">
          {[0, 1, 2].map((i) => (
            <div key={i} className="space-y-2">
              <Skeleton className="h-3 w-24" />
              <Skeleton className="h-10 w-full" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
