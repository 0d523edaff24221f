import { cn } from '#app/lib/cn.ts';

/**
 * Status filters as chips (aria-pressed marks the chosen one). With `counts` (per status, as a
 * list's response carries them) each chip shows its status's count and the "All" chip (value '')
 * the sum of the others.
 */
export function FilterChips<T extends string>(props: {
  label: string;
  options: { value: T; label: string }[];
  counts?: Record<Exclude<T, ''>, number>;
  value: T;
  onChange: (value: T) => void;
}) {
  const { counts } = props;
  const countOf = (value: T): number | undefined => {
    if (!counts) return undefined;
    if (value) return counts[value as Exclude<T, ''>];
    return props.options.reduce((sum, o) => (o.value ? sum + countOf(o.value)! : sum), 0);
  };
  return (
    <div role="group" aria-label={props.label} className="flex flex-wrap gap-2">
      {props.options.map((o) => {
        const count = countOf(o.value);
        return (
          <button
            key={o.value || 'all'}
            type="button"
            aria-pressed={props.value === o.value}
            onClick={() => props.onChange(o.value)}
            className={cn(
              'rounded-full border px-3 py-1 text-sm font-medium',
              props.value === o.value
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            {o.label}
            {count !== undefined && ` (${count})`}
          </button>
        );
      })}
    </div>
  );
}
