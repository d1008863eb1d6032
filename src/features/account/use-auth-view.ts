import type { AuthContext, AuthEvent } from '../../../machines/auth/auth-machine';
import type { RememberedLogin } from '../../../machines/auth/storage';
import { useActorValue, withActors } from '../../runtime/machine-host';

/** What the login, sign-up and code forms read from the auth machine. */
export function useAuthView(): {
  /** A request is out (a login, a code, a sign-up, a reset): the form waits. */
  busy: boolean;
  error: string | null;
  remembered: RememberedLogin | null;
  /** The phone the login page fills in (the account just made, or whose password was reset), or null. */
  loginPhone: string | null;
  /** The one-time code's flow under way (its purpose, and the server's answer once sent), or null. */
  code: AuthContext['code'];
  ready: boolean;
} {
  const busy = useActorValue(
    (a) => a.auth,
    (s) => s.matches('signingIn') || (s.matches('code') && !s.matches({ code: 'awaiting' })),
    false,
  );
  const error = useActorValue(
    (a) => a.auth,
    (s) => s.context.error,
    null,
  );
  const remembered = useActorValue(
    (a) => a.auth,
    (s) => s.context.remembered,
    null,
  );
  const loginPhone = useActorValue(
    (a) => a.auth,
    (s) => s.context.loginPhone,
    null,
  );
  const code = useActorValue(
    (a) => a.auth,
    (s) => s.context.code,
    null,
  );
  const ready = useActorValue(
    (a) => a.auth,
    () => true,
    false,
  );
  return { busy, error, remembered, loginPhone, code, ready };
}

export const sendAuth = (event: AuthEvent) => withActors((a) => a.auth.send(event));
