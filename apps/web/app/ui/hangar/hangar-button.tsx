import { Check, Plus } from '#app/ui/icons.tsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { storefrontErrorMessage } from '#app/lib/api-client.ts';
import { useStoredUser } from '#app/lib/auth-store.ts';
import { notify } from '#app/lib/notify.ts';
import { paths } from '#app/lib/paths.ts';
import { addToHangar, removeFromHangar, useHangar } from '#app/lib/hangar-store.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';

/**
 * "Add to my hangar" / "In my hangar" on a model's page, for signed-in shoppers (the session and
 * the hangar live in the browser, so guests and the server render nothing).
 */
export function HangarButton({ productId, name }: { productId: string; name: string }) {
  const user = useStoredUser();
  const hangar = useHangar();
  const [isBusy, setIsBusy] = useState(false);
  if (!user || hangar.status !== 'ready') return null;
  const isIn = hangar.ids.has(productId);

  async function toggle() {
    setIsBusy(true);
    try {
      if (isIn) {
        await removeFromHangar(productId);
        notify.success('Removed from My hangar');
      } else {
        await addToHangar(productId);
        notify.success(`${name} is in My hangar`);
      }
    } catch (error) {
      notify.error(storefrontErrorMessage(error, 'Could not update your hangar'));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        onClick={() => void toggle()}
        disabled={isBusy}
        aria-pressed={isIn}
        title={isIn ? 'Remove from My hangar' : undefined}
        className={buttonVariants({ variant: isIn ? 'secondary' : 'outline' })}
      >
        {isIn ? <Check aria-hidden /> : <Plus aria-hidden />}
        {isIn ? 'In my hangar' : 'Add to my hangar'}
      </button>
      {isIn && (
        <Link to={paths.hangar()} className="text-sm font-semibold text-brand-700 hover:underline">
          View hangar
        </Link>
      )}
    </div>
  );
}
