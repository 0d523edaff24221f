import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '#app/lib/cx.ts';

export interface ProfileTab<Id extends string> {
  id: Id;
  label: string;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs (arrow keys, Home, End) in a few lines, so the storefront ships no tabs library.
 * The caller owns the selected tab (it lives in the URL).
 */
export function ProfileTabs<Id extends string>({
  tabs,
  selected,
  onSelect,
  label,
}: {
  tabs: ProfileTab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  label: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((t) => t.id === selected);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    onSelect(tabs[next]!.id);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  }

  return (
    <div>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={cx(
                '-mb-px shrink-0 border-b-2 px-2.5 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors sm:px-4',
                isSelected
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="pt-6 focus-visible:outline-none"
        >
          {tab.id === selected && tab.panel}
        </div>
      ))}
    </div>
  );
}
