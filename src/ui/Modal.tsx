import { Dialog } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { IconButton } from './Button';
import { Icon } from './Icon';
import * as css from './overlay.css';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  closeLabel?: string;
  /**
   * The button that opens it (gets focus back on close). Without one (a dialog whose code loads
   * when a plain button is pressed), whatever was focused when it opened gets focus back.
   */
  trigger?: ReactNode;
  children: ReactNode;
}

/** A centred modal dialog: traps focus, closes on Escape or outside click, returns focus to its opener. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  closeLabel = 'Cerrar',
  trigger,
  children,
}: ModalProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={css.overlay} />
        <Dialog.Content
          className={css.content}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            if (!trigger && target?.isConnected) {
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
          {description ? <Dialog.Description className={css.description}>{description}</Dialog.Description> : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A button inside a modal that closes it. */
export function ModalClose({ children }: { children: ReactNode }) {
  return <Dialog.Close asChild>{children}</Dialog.Close>;
}
