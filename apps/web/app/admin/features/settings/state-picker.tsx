import { indianStates, stateNames, type StateName } from '@propwash/domain/shipping/states';
import { ChevronDown } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { cn } from '#app/lib/cn.ts';
import { Button } from '#app/ui/button.tsx';
import { Input, inputClassName } from '#app/ui/input.tsx';
import { Label } from '#app/ui/label.tsx';
import { toggle } from './shipping-zones.ts';

const groups = [
  ['state', 'States'],
  ['ut', 'Union territories'],
] as const;

/**
 * Picks the states and union territories of one zone: checkboxes in a popover, with a filter.
 * A state another zone already covers is marked with that zone's name (the save refuses overlaps).
 */
export function StatePicker(props: {
  id: string;
  className?: string;
  /** Names the zone for screen readers: "States of Delhi NCR". */
  zoneName: string;
  value: StateName[];
  takenBy: Map<StateName, string>;
  onChange: (value: StateName[]) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const summaryId = `${props.id}-summary`;
  const labelId = `${props.id}-label`;
  const countId = `${props.id}-count`;
  return (
    <div className={cn('space-y-1.5', props.className)}>
      <Label id={labelId} htmlFor={props.id}>
        States<span className="sr-only"> of {props.zoneName || 'this zone'}</span>
      </Label>
      <Popover.Root onOpenChange={(open) => !open && setFilter('')}>
        <Popover.Trigger asChild>
          <button
            id={props.id}
            type="button"
            aria-labelledby={`${labelId} ${countId}`}
            aria-describedby={[summaryId, props.describedBy].filter(Boolean).join(' ')}
            aria-invalid={props.invalid || undefined}
            className={cn(inputClassName, 'flex items-center justify-between gap-2 text-left')}
          >
            <span id={countId} className="truncate">
              {props.value.length === 0 ? 'Choose states' : `${props.value.length} selected`}
            </span>
            <ChevronDown className="size-4 shrink-0 text-slate-500" aria-hidden />
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={4}
            collisionPadding={16}
            aria-labelledby={labelId}
            className="z-50 flex max-h-[min(28rem,var(--radix-popover-content-available-height))] w-[min(24rem,calc(100vw-2rem))] flex-col rounded-lg border border-slate-200 bg-white shadow-lift"
          >
            <div className="border-b border-slate-100 p-2">
              <Input
                aria-label="Filter states"
                placeholder="Filter states"
                value={filter}
                onChange={(e) => setFilter(e.target.value)}
              />
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2">
              {groups.map(([kind, legend]) => {
                const shown = indianStates.filter(
                  (s) => s.kind === kind && s.name.toLowerCase().includes(needle),
                );
                if (shown.length === 0) return null;
                return (
                  <fieldset key={kind} className="mb-2">
                    <legend className="px-2 py-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                      {legend}
                    </legend>
                    {shown.map((s) => {
                      const taken = props.takenBy.get(s.name);
                      return (
                        <label
                          key={s.code}
                          className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50"
                        >
                          <input
                            type="checkbox"
                            className="size-4 shrink-0 accent-brand-700"
                            checked={props.value.includes(s.name)}
                            onChange={(e) =>
                              props.onChange(
                                toggle(props.value, s.name, e.target.checked, stateNames),
                              )
                            }
                          />
                          <span className="min-w-0 flex-1">{s.name}</span>
                          {taken && (
                            <span className="max-w-[50%] truncate rounded-md bg-warning-50 px-2 py-0.5 text-xs font-semibold text-warning-700 ring-1 ring-warning-700/20 ring-inset">
                              <span className="sr-only">taken: </span>in {taken}
                            </span>
                          )}
                        </label>
                      );
                    })}
                  </fieldset>
                );
              })}
              {needle && !indianStates.some((s) => s.name.toLowerCase().includes(needle)) && (
                <p className="px-2 py-3 text-sm text-slate-500">No state matches “{filter}”.</p>
              )}
            </div>
            <div className="flex items-center justify-between gap-2 border-t border-slate-100 p-2">
              <span className="text-xs text-slate-500">{props.value.length} selected</span>
              <Popover.Close asChild>
                <Button type="button" size="sm" variant="outline">
                  Done
                </Button>
              </Popover.Close>
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <p id={summaryId} className="text-xs text-slate-600">
        {props.value.length > 0 ? props.value.join(', ') : 'No states yet'}
      </p>
    </div>
  );
}
