import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '#app/lib/cn.ts';
import { Input } from '#app/ui/input.tsx';

/** The search box of admin lists: a magnifier, a labelled input, text kept by the caller. */
export function SearchField(props: {
  label: string;
  /** The hint in the empty box; the label when left out. */
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div className={cn('relative min-w-56 flex-1', props.className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <Input
        type="search"
        aria-label={props.label}
        placeholder={props.placeholder ?? props.label}
        className="pl-9"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}

/** One debounced text box that writes its filter into the URL 300 ms after typing stops. */
export function useDebouncedFilter(value: string, apply: (v: string) => void) {
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => apply(text.trim()), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only typing restarts the timer
  }, [text]);
  return [text, setText] as const;
}

/**
 * A search box's text kept on the page (not in the URL): `search` follows `text` 300 ms after
 * typing stops, and `onSettled` runs then (back to page 1).
 */
export function useSettledSearch(onSettled: () => void) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(text.trim());
      onSettled();
    }, 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only typing restarts the timer
  }, [text]);
  return { text, setText, search };
}
