import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';

export interface Tab {
  value: string;
  label: string;
  content: ReactNode;
}

/** Sections of one screen behind a row of tabs (arrow keys move between them). */
export function Tabs({
  tabs,
  defaultValue,
  label,
}: {
  tabs: Tab[];
  defaultValue?: string;
  /** What the row of tabs is, for screen readers. */
  label: string;
}) {
  return (
    <RadixTabs.Root defaultValue={defaultValue ?? tabs[0]?.value}>
      <RadixTabs.List
        className="flex flex-wrap gap-x-1 border-b border-slate-200"
        aria-label={label}
      >
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px shrink-0 border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 pointer-coarse:min-h-11"
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className="pt-6">
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
