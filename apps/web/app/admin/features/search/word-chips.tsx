import { X } from 'lucide-react';
import { cn } from '#app/lib/cn.ts';

/** A group's words as chips; with `onRemove`, each chip has a × that removes it. */
export function WordChips({
  words,
  label,
  onRemove,
  size = 'md',
  className,
}: {
  words: string[];
  /** The list's accessible name, e.g. "Synonyms of aeroplane". */
  label: string;
  onRemove?: (word: string) => void;
  size?: 'sm' | 'md';
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-1.5', className)}>
      {words.map((word) => (
        <li key={word} className="min-w-0">
          <span
            className={cn(
              'inline-flex max-w-full items-center gap-1 rounded-full border border-brand-200 bg-brand-50 font-medium break-all text-brand-900',
              size === 'sm' ? 'px-2 py-0.5 text-xs' : 'min-h-7 px-3 py-0.5 text-sm',
              onRemove && 'pr-1',
            )}
          >
            {word}
            {onRemove && (
              <button
                type="button"
                onClick={() => onRemove(word)}
                className="flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-brand-100"
                aria-label={`Remove ${word}`}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
