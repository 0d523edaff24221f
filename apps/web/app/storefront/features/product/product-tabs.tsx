import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '#app/lib/cx.ts';

export interface TabDef {
  id: string;
  label: string;
  /** Said on a phone, where three full labels do not fit in a row ('Q&A'). */
  shortLabel?: string;
  panel: ReactNode;
}

/** WAI-ARIA tabs (arrow keys, Home/End) without a widget library on shoppers' pages. */
export function ProductTabs({ tabs }: { tabs: TabDef[] }) {
  const [active, setActiveState] = useState(tabs[0]?.id ?? '');
  const [opened, setOpened] = useState(() => new Set([active]));
  function setActive(id: string) {
    setActiveState(id);
    setOpened((set) => (set.has(id) ? set : new Set(set).add(id)));
  }
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((t) => t.id === active);
    let next = index;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    setActive(tab.id);
    listRef.current?.querySelector<HTMLButtonElement>(`[data-tab="${tab.id}"]`)?.focus();
  }

  return (
    <div>
      <div
        ref={listRef}
        role="tablist"
        aria-label="Product information"
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {tabs.map((tab) => {
          const isActive = tab.id === active;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              data-tab={tab.id}
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isActive}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isActive ? 0 : -1}
              onClick={() => setActive(tab.id)}
              aria-label={tab.shortLabel ? tab.label : undefined}
              className={cx(
                '-mb-px shrink-0 border-b-2 px-3 py-3 text-sm font-semibold whitespace-nowrap sm:px-4',
                isActive
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-600 hover:text-slate-900',
              )}
            >
              {tab.shortLabel ? (
                <>
                  <span className="sm:hidden">{tab.shortLabel}</span>
                  <span className="max-sm:hidden">{tab.label}</span>
                </>
              ) : (
                tab.label
              )}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== active}
          tabIndex={0}
          className="py-6 focus-visible:outline-none"
        >
          {/* Panels render once opened, so their code and data load only when a shopper looks. */}
          {opened.has(tab.id) && tab.panel}
        </div>
      ))}
    </div>
  );
}
