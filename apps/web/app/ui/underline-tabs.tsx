import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '#app/lib/cx.ts';

export interface UnderlineTab<Id extends string = string> {
  id: Id;
  label: string;
  /** Said on a phone, where full labels do not fit in a row ('Q&A'); `label` names it. */
  shortLabel?: string;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs (arrow keys, Home, End) underlined in the brand colour, in a few lines, so the
 * storefront ships no tabs library. The caller owns the selected tab.
 */
export function UnderlineTabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
  tabClassName,
  inactiveTabClassName,
  panelClassName,
  isPanelRendered = (id) => id === selected,
}: {
  label: string;
  tabs: UnderlineTab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** Starts the tabs' and panels' ids (`${idPrefix}tab-orders`, `${idPrefix}panel-orders`). */
  idPrefix: string;
  /** Padding and the like of every tab. */
  tabClassName: string;
  inactiveTabClassName?: string;
  panelClassName: string;
  /** Which panels are in the page (hidden unless selected); by default only the selected one. */
  isPanelRendered?: (id: Id) => boolean;
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
              id={`${idPrefix}tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${idPrefix}panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              aria-label={tab.shortLabel ? tab.label : undefined}
              className={cx(
                '-mb-px shrink-0 border-b-2 text-sm font-semibold whitespace-nowrap sm:px-4',
                tabClassName,
                isSelected
                  ? 'border-brand-700 text-brand-800'
                  : cx(
                      'border-transparent text-slate-600 hover:text-slate-900',
                      inactiveTabClassName,
                    ),
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
          id={`${idPrefix}panel-${tab.id}`}
          aria-labelledby={`${idPrefix}tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className={cx(panelClassName, 'focus-visible:outline-none')}
        >
          {isPanelRendered(tab.id) && tab.panel}
        </div>
      ))}
    </div>
  );
}
