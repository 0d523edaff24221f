import { Minus, Plus } from '#app/ui/icons.tsx';

/** − n + for a cart line: whole numbers from 1 to the stock; the caller removes the line at 0. */
export function QuantityStepper({
  name,
  quantity,
  max,
  isBusy,
  onChange,
}: {
  name: string;
  quantity: number;
  max: number | null;
  isBusy: boolean;
  onChange: (quantity: number) => void;
}) {
  const isAtMax = max !== null && quantity >= max;
  return (
    <div
      role="group"
      aria-label={`Quantity of ${name}`}
      className="inline-flex h-10 items-center rounded-lg border border-slate-300 bg-white"
    >
      <button
        type="button"
        onClick={() => onChange(quantity - 1)}
        disabled={isBusy}
        aria-label="Decrease quantity"
        className="flex size-10 items-center justify-center rounded-l-lg text-slate-700 hover:bg-slate-100 disabled:opacity-40"
      >
        <Minus className="size-4" aria-hidden />
      </button>
      <output aria-live="polite" className="w-9 text-center text-sm font-semibold tabular-nums">
        {quantity}
      </output>
      <button
        type="button"
        onClick={() => onChange(quantity + 1)}
        disabled={isBusy || isAtMax}
        aria-label="Increase quantity"
        className="flex size-10 items-center justify-center rounded-r-lg text-slate-700 hover:bg-slate-100 disabled:opacity-40"
      >
        <Plus className="size-4" aria-hidden />
      </button>
    </div>
  );
}
