import { useEffect, useRef } from 'react';
import * as css from './admin.css';

/** What a save said, and a count that changes with each save (the same sentence twice is news too). */
export interface SaveNotice {
  message: string;
  round: number;
}

const focused = new WeakSet<SaveNotice>();

/**
 * A save's outcome beside its button, where the owner is looking: a polite status region that
 * takes the focus when a new outcome arrives, so the keyboard carries on from there and a screen
 * reader reads it (a toast in a corner is easily missed, and a form drawn again loses the focus).
 */
export function SaveStatus({ notice }: { notice: SaveNotice | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // once per outcome: a form drawn again with the same notice does not take the focus back
    if (notice && !focused.has(notice)) {
      focused.add(notice);
      ref.current?.focus();
    }
  }, [notice]);
  return (
    <p ref={ref} role="status" tabIndex={-1} className={css.saveStatus}>
      {notice ? (
        <>
          <span aria-hidden="true">✓</span> {notice.message}
        </>
      ) : null}
    </p>
  );
}

/** The next notice after `previous`: a new round, so SaveStatus moves the focus again. */
export const nextNotice = (previous: SaveNotice | null, message: string): SaveNotice => ({
  message,
  round: (previous?.round ?? 0) + 1,
});
