import type { Address } from '@propwash/domain/accounts/schemas';
import { Phone, Plus } from '#app/ui/icons.tsx';
import { cx } from '#app/lib/cx.ts';

const cardClassName =
  'flex cursor-pointer gap-3 rounded-lg border p-3 text-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-500';
const chosenClassName = 'border-brand-600 bg-brand-50/60 ring-1 ring-brand-600';
const idleClassName = 'border-slate-200 hover:border-slate-300';

/**
 * The signed-in shopper's saved addresses as one-tap cards (default first and preselected), and
 * "Add a new address" for a parcel going somewhere else. `chosenId` null means the new address.
 */
export function SavedAddressCards({
  addresses,
  chosenId,
  onPick,
  onNew,
}: {
  addresses: Address[];
  chosenId: string | null;
  onPick: (address: Address) => void;
  onNew: () => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">Deliver to</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {addresses.map((a) => (
          <label
            key={a.id}
            className={cx(cardClassName, a.id === chosenId ? chosenClassName : idleClassName)}
          >
            <input
              type="radio"
              name="saved-address"
              value={a.id}
              checked={a.id === chosenId}
              onChange={() => onPick(a)}
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
            />
            <span className="min-w-0">
              <span className="flex flex-wrap items-center gap-x-2 font-semibold text-slate-900">
                {a.name}
                {a.isDefault && (
                  <span className="rounded bg-brand-100 px-1.5 text-[0.7rem] font-semibold text-brand-800">
                    Default
                  </span>
                )}
              </span>
              <span className="mt-0.5 block break-words text-slate-600">
                {[a.line1, a.line2, a.landmark && `Landmark: ${a.landmark}`]
                  .filter(Boolean)
                  .join(', ')}
                , {a.city}, {a.state} {a.pincode}
              </span>
              <span className="mt-1 flex items-center gap-1.5 text-slate-600">
                <Phone className="size-3.5" aria-hidden /> {a.phone}
              </span>
            </span>
          </label>
        ))}
        <label className={cx(cardClassName, chosenId === null ? chosenClassName : idleClassName)}>
          <input
            type="radio"
            name="saved-address"
            value="new"
            checked={chosenId === null}
            onChange={onNew}
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
          />
          <span className="flex items-center gap-1.5 font-semibold text-brand-700">
            <Plus className="size-4" aria-hidden /> Add a new address
          </span>
        </label>
      </div>
    </fieldset>
  );
}
