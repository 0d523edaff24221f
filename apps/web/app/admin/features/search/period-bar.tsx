import { RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '#app/lib/cn.ts';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { Input } from '#app/ui/input.tsx';
import { Label } from '#app/ui/label.tsx';
import { NativeSelect } from '#app/ui/native-select.tsx';
import { isDay, lastDays, periodPresets, presetOf, type SearchPeriod } from './search-period.ts';

const ends = [
  { key: 'from', label: 'From' },
  { key: 'to', label: 'To' },
] as const;

/**
 * The insights' period: a quick period (7, 30 or 90 days) or From/To India days, applied once
 * both ends are valid; and Refresh.
 */
export function PeriodBar({
  period,
  onChange,
  onRefresh,
  isRefreshing,
}: {
  period: SearchPeriod;
  onChange: (period: SearchPeriod) => void;
  onRefresh: () => void;
  isRefreshing: boolean;
}) {
  const id = useId();
  const today = lastDays(1).to;
  const [draft, setDraft] = useState(period);
  const [shown, setShown] = useState(period);
  // A period applied elsewhere (a quick period, the address bar) replaces what was typed.
  if (shown.from !== period.from || shown.to !== period.to) {
    setShown(period);
    setDraft(period);
  }
  const isBackwards = isDay(draft.from) && isDay(draft.to) && draft.from > draft.to;

  function edit(change: Partial<SearchPeriod>) {
    const next = { ...draft, ...change };
    setDraft(next);
    if (isDay(next.from) && isDay(next.to) && next.from <= next.to) onChange(next);
  }

  return (
    <Card className="flex flex-wrap items-end gap-3 p-4">
      <div className="w-full space-y-1.5 sm:w-44">
        <Label htmlFor={`${id}-period`}>Period</Label>
        <NativeSelect
          id={`${id}-period`}
          value={presetOf(period) ?? 'custom'}
          onChange={(e) => {
            const chosen = periodPresets.find((p) => p.key === e.target.value);
            if (chosen) onChange(lastDays(chosen.days));
          }}
        >
          {periodPresets.map((p) => (
            <option key={p.key} value={p.key}>
              {p.label}
            </option>
          ))}
          <option value="custom" disabled>
            Custom range
          </option>
        </NativeSelect>
      </div>
      {ends.map(({ key, label }) => (
        <div key={key} className="w-[calc(50%-0.375rem)] space-y-1.5 sm:w-44">
          <Label htmlFor={`${id}-${key}`}>{label}</Label>
          <Input
            id={`${id}-${key}`}
            type="date"
            max={today}
            value={draft[key]}
            aria-invalid={isBackwards || undefined}
            aria-describedby={isBackwards ? `${id}-error` : undefined}
            onChange={(e) => edit({ [key]: e.target.value })}
          />
        </div>
      ))}
      <Button
        variant="outline"
        className="w-full sm:w-auto"
        onClick={onRefresh}
        disabled={isRefreshing}
      >
        <RefreshCw aria-hidden className={cn(isRefreshing && 'animate-spin')} /> Refresh
      </Button>
      {isBackwards && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-danger-700">
          The start date must not be after the end date.
        </p>
      )}
    </Card>
  );
}
