import { UnderlineTabs, type UnderlineTab } from '#app/ui/underline-tabs.tsx';

export type ProfileTab<Id extends string> = UnderlineTab<Id>;

/** The profile page's sections; the caller owns the selected tab (it lives in the URL). */
export function ProfileTabs<Id extends string>(props: {
  tabs: ProfileTab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  label: string;
}) {
  return (
    <UnderlineTabs
      {...props}
      idPrefix=""
      tabClassName="px-2.5 py-2.5 transition-colors"
      inactiveTabClassName="hover:border-slate-300"
      panelClassName="pt-6"
    />
  );
}
