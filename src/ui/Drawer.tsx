import { Dialog } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { visuallyHidden } from '../styles/utils.css';
import { IconButton } from './Button';
import * as css from './drawer.css';
import { Icon } from './Icon';

interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: string;
  closeLabel: string;
  side?: 'left' | 'right';
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A side sheet: a modal dialog that traps focus, closes on Escape or an outside click, locks page
 * scrolling and gives focus back to whatever opened it.
 */
export function Drawer({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  side = 'right',
  footer,
  children,
}: DrawerProps) {
  // The drawers open from plain buttons (or from a machine), not from a Dialog.Trigger, so the
  // element focused when the drawer opened is remembered here and focused again on close.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={css.overlay} />
        <Dialog.Content
          className={css.content[side]}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className={css.header}>
            <Dialog.Title className={css.title}>{title}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={closeLabel}>
                <Icon name="close" />
              </IconButton>
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className={visuallyHidden}>{description}</Dialog.Description> : null}
          <div className={css.body}>{children}</div>
          {footer ? <div className={css.footer}>{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
