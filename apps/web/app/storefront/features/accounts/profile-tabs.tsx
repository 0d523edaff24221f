import { useEffect, useRef } from 'react';
import { UnderlineTabs, type UnderlineTab } from '#app/ui/underline-tabs.tsx';

export type ProfileTab<Id extends string> = UnderlineTab<Id>;

/** The profile page's sections; the caller owns the selected tab (it lives in the URL). */
export function ProfileTabs<Id extends string>(props: {
  tabs: ProfileTab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // On a phone the row scrolls sideways: keep the chosen tab (?tab=security, the last) in view.
  useEffect(() => {
    const tab = ref.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    const row = tab?.parentElement;
    if (!tab || !row || row.scrollWidth <= row.clientWidth) return;
    const left = tab.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + tab.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = left + tab.offsetWidth - row.clientWidth;
    }
  }, [props.selected]);
  return (
    <div ref={ref}>
      <UnderlineTabs
        {...props}
        idPrefix=""
        tabClassName="px-2 py-2.5 transition-colors sm:px-2.5"
        inactiveTabClassName="hover:border-slate-300"
        panelClassName="pt-6"
      />
    </div>
  );
}
