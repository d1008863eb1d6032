import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import * as css from './overlay.css';

interface TabsProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  tabs: readonly { value: string; label: string; content: ReactNode }[];
}

/** Side tabs (a top row on small screens): arrow keys move between tabs, Tab enters the panel. */
export function Tabs({ label, value, onValueChange, tabs }: TabsProps) {
  return (
    <RadixTabs.Root
      className={css.tabsRoot}
      value={value}
      onValueChange={onValueChange}
      orientation="vertical"
      activationMode="manual"
    >
      <RadixTabs.List aria-label={label} className={css.tabsList}>
        {tabs.map((t) => (
          <RadixTabs.Trigger key={t.value} value={t.value} className={css.tabsTrigger}>
            {t.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((t) => (
        <RadixTabs.Content key={t.value} value={t.value} className={css.tabsContent}>
          {t.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
