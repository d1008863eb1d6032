import { DropdownMenu as Radix } from 'radix-ui';
import type { ReactNode } from 'react';
import * as css from './menu.css';

export interface MenuEntry {
  label: string;
  onSelect: () => void;
}

interface DropdownMenuProps {
  trigger: ReactNode;
  items: readonly MenuEntry[];
  defaultOpen?: boolean;
}

/** A menu button: the trigger must be a single focusable element (a Button). */
export function DropdownMenu({ trigger, items, defaultOpen }: DropdownMenuProps) {
  return (
    <Radix.Root modal={false} defaultOpen={defaultOpen}>
      <Radix.Trigger asChild>{trigger}</Radix.Trigger>
      {/* No portal: the menu stays beside its trigger, inside the header's landmark, so screen
          readers that move by landmarks find it (a portal to <body> leaves it outside all). The
          content is positioned as fixed, so the header does not clip it. */}
      <Radix.Content className={css.content} align="end" sideOffset={6}>
        {items.map((item) => (
          <Radix.Item key={item.label} className={css.item} onSelect={item.onSelect}>
            {item.label}
          </Radix.Item>
        ))}
      </Radix.Content>
    </Radix.Root>
  );
}
