import { indiaDay } from '@propwash/domain/india-time';
import { RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '#app/lib/cn.ts';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { Input } from '#app/ui/input.tsx';
import { Label } from '#app/ui/label.tsx';
import { NativeSelect } from '#app/ui/native-select.tsx';
import { isDay, quickPeriodOf, type DayRange, type QuickPeriod } from './day-range.ts';

/** The two day inputs: their id suffix, label and the end of the range they edit. */
const rangeEnds = [
  { key: 'from', label: 'From', end: 'startDate' },
  { key: 'to', label: 'To', end: 'endDate' },
] as const;

/**
 * A Period select of the screen's quick periods, From/To India days (up to today) and Refresh.
 * A typed range applies once both ends are valid days and the start is not after the end.
 */
export function DayRangeBar({
  range,
  quickPeriods,
  earliestDay,
  onChange,
  onRefresh,
  isRefreshing,
}: {
  range: DayRange;
  quickPeriods: readonly QuickPeriod[];
  /** The first day the inputs offer, where the API has one. */
  earliestDay?: string;
  onChange: (range: DayRange) => void;
  onRefresh: () => void;
  isRefreshing: boolean;
}) {
  const id = useId();
  const today = indiaDay();
  const [draft, setDraft] = useState(range);
  const [shown, setShown] = useState(range);
  // A range applied elsewhere (a quick period, the address bar) replaces what was typed.
  if (shown.startDate !== range.startDate || shown.endDate !== range.endDate) {
    setShown(range);
    setDraft(range);
  }
  const isBackwards =
    isDay(draft.startDate) && isDay(draft.endDate) && draft.startDate > draft.endDate;

  function edit(change: Partial<DayRange>) {
    const next = { ...draft, ...change };
    setDraft(next);
    if (isDay(next.startDate) && isDay(next.endDate) && next.startDate <= next.endDate) {
      onChange(next);
    }
  }

  return (
    <Card className="flex flex-wrap items-end gap-3 p-4">
      <div className="w-full space-y-1.5 sm:w-44">
        <Label htmlFor={`${id}-period`}>Period</Label>
        <NativeSelect
          id={`${id}-period`}
          value={quickPeriodOf(range, quickPeriods) ?? 'custom'}
          onChange={(e) => {
            const chosen = quickPeriods.find((p) => p.key === e.target.value);
            if (chosen) onChange(chosen.range());
          }}
        >
          {quickPeriods.map((p) => (
            <option key={p.key} value={p.key}>
              {p.label}
            </option>
          ))}
          <option value="custom" disabled>
            Custom range
          </option>
        </NativeSelect>
      </div>
      {rangeEnds.map(({ key, label, end }) => (
        <div key={key} className="w-[calc(50%-0.375rem)] space-y-1.5 sm:w-44">
          <Label htmlFor={`${id}-${key}`}>{label}</Label>
          <Input
            id={`${id}-${key}`}
            type="date"
            min={earliestDay}
            max={today}
            value={draft[end]}
            aria-invalid={isBackwards || undefined}
            aria-describedby={isBackwards ? `${id}-error` : undefined}
            onChange={(e) => edit({ [end]: e.target.value })}
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
