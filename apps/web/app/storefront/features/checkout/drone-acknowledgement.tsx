import { checkboxClassName } from '#app/ui/field-styles.ts';
import { Drone } from '#app/ui/icons.tsx';

/**
 * The Drone Rules 2021 guidance the quote gives for a micro or larger drone, and the box the
 * shopper ticks to acknowledge it; the order is refused without it (docs/decisions/drones.md).
 */
export function DroneAcknowledgement({
  words,
  isChecked,
  error,
  onChange,
}: {
  /** The quote's droneAcknowledgement. */
  words: string;
  isChecked: boolean;
  /** Shown when Place order was pressed without the tick. */
  error: string | null;
  onChange: (checked: boolean) => void;
}) {
  return (
    <fieldset
      aria-describedby="drone-rules-words"
      className="rounded-lg border border-warning-700/30 bg-warning-50 p-3 text-sm"
    >
      <legend className="sr-only">Drone rules</legend>
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <Drone className="size-4 shrink-0 text-warning-700" aria-hidden />
        Before you fly: the Drone Rules 2021
      </p>
      <p id="drone-rules-words" className="mt-1.5 leading-relaxed text-slate-700">
        {words}
      </p>
      <label className="mt-3 flex cursor-pointer items-start gap-2.5 font-medium text-slate-900">
        <input
          id="drone-acknowledged"
          type="checkbox"
          checked={isChecked}
          onChange={(event) => onChange(event.target.checked)}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'drone-acknowledged-error' : undefined}
          className={`${checkboxClassName} mt-0.5`}
        />
        <span>I have read this and will follow the Drone Rules 2021</span>
      </label>
      {error && (
        <p id="drone-acknowledged-error" role="alert" className="mt-1.5 text-sm text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
