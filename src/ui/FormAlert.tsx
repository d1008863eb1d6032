import { type ReactNode, useEffect, useRef } from 'react';
import * as css from './form.css';

/**
 * A refusal of the whole form (the server's answer), above its fields: announced as it appears.
 * With `takesFocus` the focus moves to it too, as it appears and whenever its text changes, so
 * that a keyboard user reads on from the reason.
 */
export function FormAlert({ children, takesFocus = false }: { children: ReactNode; takesFocus?: boolean }) {
  const alert = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text is a new refusal, which takes the focus again
  useEffect(() => {
    if (takesFocus) alert.current?.focus();
  }, [takesFocus, children]);
  return (
    <div ref={alert} tabIndex={takesFocus ? -1 : undefined} role="alert" className={css.alert}>
      {children}
    </div>
  );
}
