import { CircleCheck, LoaderCircle, TriangleAlert } from '#app/ui/icons.tsx';
import type { PincodeLookup } from '#app/lib/pincode-lookup.ts';

/** The line under a pincode field: where it is, or that we do not know it. */
export function PincodeHint({ lookup }: { lookup: PincodeLookup | null }) {
  if (!lookup) return null;
  switch (lookup.status) {
    case 'loading':
      return (
        <span className="inline-flex items-center gap-1 text-slate-500">
          <LoaderCircle className="size-3 animate-spin" aria-hidden /> Finding your city…
        </span>
      );
    case 'found':
      return (
        <span className="inline-flex items-center gap-1 font-medium text-success-700">
          <CircleCheck className="size-3.5" aria-hidden /> {lookup.city}, {lookup.state}
        </span>
      );
    case 'unknown':
      return (
        <span className="inline-flex items-start gap-1 font-medium text-warning-700">
          <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden />
          We could not find pincode {lookup.pincode}. Please check it, or fill in your city and
          state.
        </span>
      );
    case 'unavailable':
      return null;
  }
}
