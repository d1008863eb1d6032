import type { AuthEvent } from '../../../machines/auth/auth-machine';
import type { RememberedLogin } from '../../../machines/auth/storage';
import { useActorValue, withActors } from '../../runtime/machine-host';

/** What the login and signup forms read from the auth machine. */
export function useAuthView(): {
  busy: boolean;
  error: string | null;
  remembered: RememberedLogin | null;
  /** The phone of the account just created (the login page fills it in), or null. */
  signedUpPhone: string | null;
  ready: boolean;
} {
  const busy = useActorValue(
    (a) => a.auth,
    (s) => s.matches('signingIn') || s.matches('signingUp'),
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
  const signedUpPhone = useActorValue(
    (a) => a.auth,
    (s) => s.context.signedUpPhone,
    null,
  );
  const ready = useActorValue(
    (a) => a.auth,
    () => true,
    false,
  );
  return { busy, error, remembered, signedUpPhone, ready };
}

export const sendAuth = (event: AuthEvent) => withActors((a) => a.auth.send(event));
