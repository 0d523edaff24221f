import { useId, useState } from 'react';
import { UnderlineTabs, type UnderlineTab } from '#app/ui/underline-tabs.tsx';

export type TabDef = UnderlineTab;

/** The product page's information tabs; the first is open. */
export function ProductTabs({ tabs }: { tabs: TabDef[] }) {
  const [active, setActiveState] = useState(tabs[0]?.id ?? '');
  const [opened, setOpened] = useState(() => new Set([active]));
  function setActive(id: string) {
    setActiveState(id);
    setOpened((set) => (set.has(id) ? set : new Set(set).add(id)));
  }
  const baseId = useId();

  return (
    <UnderlineTabs
      label="Product information"
      tabs={tabs}
      selected={active}
      onSelect={setActive}
      idPrefix={`${baseId}-`}
      tabClassName="px-3 py-3"
      panelClassName="py-6"
      // Panels render once opened, so their code and data load only when a shopper looks.
      isPanelRendered={(id) => opened.has(id)}
    />
  );
}
