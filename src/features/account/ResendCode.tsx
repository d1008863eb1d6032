import { useEffect, useState } from 'react';
import type { CodeSent } from '../../../contract/contact-codes';
import { A } from '../../../copy/account';
import { Button } from '../../ui/Button';
import * as css from './account.css';
import { sendAuth } from './use-auth-view';

/**
 * 'Reenviar código', offered once the wait the server named is over. The button counts down; the
 * polite region says the wait once when a code is sent and once when it ends, not every second,
 * so that a screen reader is not talked over.
 */
export function ResendCode({ sent, busy }: { sent: CodeSent; busy: boolean }) {
  const [left, setLeft] = useState(sent.resend_after_seconds);
  // Each code sent (a new answer) starts its own wait.
  useEffect(() => {
    setLeft(sent.resend_after_seconds);
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, sent.resend_after_seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [sent]);
  const waiting = left > 0;
  return (
    <div className={css.resend}>
      <Button variant="secondary" disabled={waiting || busy} onClick={() => sendAuth({ type: 'auth.code.resend' })}>
        {waiting ? A.code.resendIn(left) : A.code.resend}
      </Button>
      <p aria-live="polite" className={css.muted}>
        {waiting ? A.code.resendWait(sent.resend_after_seconds) : A.code.resendReady}
      </p>
    </div>
  );
}
