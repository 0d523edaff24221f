import type { FitModel } from '@propwash/domain/catalog/schemas';
import { BadgeCheck } from '#app/ui/icons.tsx';
import { cx } from '#app/lib/cx.ts';
import { useHangar } from '#app/lib/hangar-store.ts';

/** "Fits your T-Rex 470LM": the models of the shopper's hangar this part fits (browser only). */
export function FitsYourModel({ models, className }: { models: FitModel[]; className?: string }) {
  const hangar = useHangar();
  const mine = models.filter((m) => hangar.ids.has(m.id));
  if (mine.length === 0) return null;
  const names = mine.map((m) => m.name);
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return (
    <p
      className={cx(
        'flex items-start gap-2 rounded-lg border border-success-600/30 bg-success-50 px-3 py-2 text-sm font-semibold text-success-700',
        className,
      )}
    >
      <BadgeCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>Fits your {list}</span>
    </p>
  );
}
