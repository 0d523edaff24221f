import { Truck } from '#app/ui/icons.tsx';

/**
 * For goods that ship by surface only (LiPo batteries, fuel): why there is no express and how
 * much longer standard takes (docs/decisions/goods-that-ship-by-surface.md).
 */
export function SurfaceNote({ extraDays }: { extraDays: number }) {
  return (
    <p className="flex gap-3 rounded-card border border-warning-700/25 bg-warning-50 p-3 text-sm text-slate-800">
      <Truck className="mt-0.5 size-4 shrink-0 text-warning-700" aria-hidden />
      <span>
        <strong className="font-bold text-warning-700">Ships by surface only.</strong> Airlines do
        not carry LiPo batteries or fuel, so couriers take this by road: no express delivery
        {extraDays > 0
          ? `, and standard delivery takes about ${extraDays} ${extraDays === 1 ? 'day' : 'days'} longer.`
          : '.'}
      </span>
    </p>
  );
}
