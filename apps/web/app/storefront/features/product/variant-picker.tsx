import { optionNameInSentence } from '@propwash/domain/catalog/option-words';
import type { ProductOption, StoreVariant, VariantChoice } from '@propwash/domain/catalog/variants';
import { cx } from '#app/lib/cx.ts';
import { formatRupees } from '#app/lib/money.ts';
import { valuePrice, valueState } from '#app/storefront/features/product/variant-choice.ts';

/**
 * One row of buttons per option (Version: RTF / BNF / PNP), each with its price (as the
 * marketplaces show) and "Out of stock" when sold out. The chosen value is filled and named beside
 * the option; values not sold with the other choices are struck through, sold-out ones dimmed, and
 * both can still be picked (the page then says so) so nothing is a dead end.
 */
export function VariantPicker({
  options,
  variants,
  choice,
  onPick,
  missing,
}: {
  options: readonly ProductOption[];
  variants: readonly StoreVariant[];
  choice: VariantChoice;
  onPick: (optionName: string, value: string) => void;
  /** Options the shopper tried to buy without choosing: outlined in red. */
  missing: readonly string[];
}) {
  return (
    <div className="space-y-4">
      {options.map((option, index) => {
        const chosen = choice[option.name];
        const labelId = `option-${index}-label`;
        const isMissing = missing.includes(option.name);
        return (
          <fieldset key={option.name} aria-labelledby={labelId} data-option={option.name}>
            <p id={labelId} className="text-sm text-slate-700">
              <span className="font-semibold text-slate-900">{option.name}:</span>{' '}
              {chosen ? (
                <span className="font-semibold text-brand-800">{chosen}</span>
              ) : (
                <span className={isMissing ? 'font-semibold text-danger-700' : 'text-slate-500'}>
                  Choose {optionNameInSentence(option.name)}
                </span>
              )}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              {option.values.map((value) => {
                const state = valueState(options, variants, choice, option.name, value);
                const priced = valuePrice(options, variants, choice, option.name, value);
                const isChosen = chosen === value;
                return (
                  <button
                    key={value}
                    type="button"
                    aria-pressed={isChosen}
                    aria-label={
                      state === 'available'
                        ? undefined
                        : `${value} (${state === 'soldout' ? 'out of stock' : 'not available'})`
                    }
                    onClick={() => onPick(option.name, value)}
                    className={cx(
                      'flex min-h-11 min-w-20 flex-col items-start rounded-lg border-2 px-3 py-1.5 text-left text-sm font-semibold transition-colors',
                      isChosen
                        ? 'border-brand-700 bg-brand-50 text-brand-900'
                        : isMissing
                          ? 'border-danger-300 bg-white text-slate-800 hover:border-danger-500'
                          : 'border-slate-300 bg-white text-slate-800 hover:border-slate-500',
                      state === 'soldout' && 'border-dashed text-slate-500',
                      state === 'unavailable' && 'border-dashed text-slate-400 line-through',
                    )}
                  >
                    <span>{value}</span>
                    {state !== 'unavailable' && priced && (
                      <span
                        aria-hidden
                        className={cx(
                          'text-xs font-normal',
                          state === 'soldout' ? 'text-slate-500' : 'text-slate-700',
                        )}
                      >
                        {priced.from ? 'from ' : ''}
                        {formatRupees(priced.price)}
                      </span>
                    )}
                    {state === 'soldout' && (
                      <span aria-hidden className="text-xs font-normal text-danger-700">
                        Out of stock
                      </span>
                    )}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
