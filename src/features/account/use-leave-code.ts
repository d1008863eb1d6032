import { useEffect } from 'react';
import { useAppActors } from '../../runtime/machine-host';

/**
 * Leaving the page on a code's step ends that step: a code asked on the sign-up page must not
 * hold the login page's forms. The machine takes `auth.code.cancel` only while it awaits a code,
 * so leaving after the step ended (signed in, say) changes nothing. Never loads the actors for it.
 */
export function useLeaveCodeOnUnmount() {
  const actors = useAppActors();
  useEffect(() => () => actors?.auth.send({ type: 'auth.code.cancel' }), [actors]);
}
