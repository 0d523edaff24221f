import { Minus, Plus, ShoppingCart, Zap } from '#app/ui/icons.tsx';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MAX_LINE_QUANTITY } from '@propwash/domain/cart/limits';
import { earlyTap } from '#app/lib/early-tap.ts';
import { paths } from '#app/lib/paths.ts';
import { chooseMessage } from '#app/storefront/features/product/variant-choice.ts';
import { useAddToCart, type CartCandidate } from '#app/ui/catalog/add-to-cart-button.tsx';
import { buttonVariants } from '#app/ui/button-variants.ts';

const stepClass =
  'flex size-11 items-center justify-center text-slate-700 hover:bg-slate-100 disabled:opacity-40';

/**
 * Quantity (1..stock), Add to cart and Buy now; both disabled when the product is sold out. For a
 * product sold in versions, `missing` names the options not chosen yet: the buttons then ask for
 * them ("Choose version") instead of adding.
 */
export function PurchaseBox({
  product,
  missing = [],
  onMissing,
}: {
  product: CartCandidate;
  missing?: readonly string[];
  onMissing?: (names: string[]) => void;
}) {
  const { stock } = product;
  const [quantity, setQuantity] = useState(1);
  const [prompt, setPrompt] = useState<string | null>(null);
  const { add, isBusy } = useAddToCart();
  const navigate = useNavigate();
  const mustChoose = missing.length > 0;
  const isSoldOut = stock <= 0 && !mustChoose;
  const max = Math.max(1, Math.min(stock, MAX_LINE_QUANTITY));

  /** Adds, or asks for the options still to choose; true when the line was added. */
  async function tryAdd(): Promise<boolean> {
    if (mustChoose) {
      setPrompt(chooseMessage(missing));
      onMissing?.([...missing]);
      return false;
    }
    setPrompt(null);
    return add(product, quantity);
  }

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <span id="quantity-label" className="text-sm font-semibold text-slate-800">
          Quantity
        </span>
        <div
          role="group"
          aria-labelledby="quantity-label"
          className="flex items-center overflow-hidden rounded-lg border border-slate-300 bg-white"
        >
          <button
            type="button"
            className={stepClass}
            onClick={() => setQuantity((q) => Math.max(1, q - 1))}
            disabled={isSoldOut || quantity <= 1}
            aria-label="Decrease quantity"
          >
            <Minus className="size-4" aria-hidden />
          </button>
          <input
            type="number"
            inputMode="numeric"
            aria-label="Quantity"
            min={1}
            max={max}
            value={quantity}
            disabled={isSoldOut}
            onChange={(event) => {
              const n = Math.floor(Number(event.target.value));
              setQuantity(Number.isFinite(n) ? Math.min(Math.max(n, 1), max) : 1);
            }}
            className="h-11 w-14 border-x border-slate-300 text-center text-base font-semibold [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
          />
          <button
            type="button"
            className={stepClass}
            onClick={() => setQuantity((q) => Math.min(max, q + 1))}
            disabled={isSoldOut || quantity >= max}
            aria-label="Increase quantity"
          >
            <Plus className="size-4" aria-hidden />
          </button>
        </div>
      </div>
      {prompt && mustChoose && (
        <p role="alert" className="text-sm font-semibold text-danger-700">
          {prompt}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <button
          type="button"
          disabled={isSoldOut || isBusy}
          {...earlyTap}
          onClick={() => void tryAdd()}
          className={buttonVariants({ variant: 'primary', size: 'lg' })}
        >
          <ShoppingCart aria-hidden /> Add to cart
        </button>
        <button
          type="button"
          disabled={isSoldOut || isBusy}
          {...earlyTap}
          onClick={() => {
            void tryAdd().then((isAdded) => {
              if (isAdded) void navigate(paths.checkout());
            });
          }}
          className={buttonVariants({ variant: 'accent', size: 'lg' })}
        >
          <Zap aria-hidden /> Buy now
        </button>
      </div>
    </div>
  );
}
