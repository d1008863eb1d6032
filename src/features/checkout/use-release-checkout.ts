import { useEffect } from 'react';
import { cancelCheckoutSession } from '../../api/checkout';
import { cartCommands } from '../../domain/cart/use-cart';
import { withToken } from '../../runtime/auth-session';

/**
 * Coming back from the hosted checkout without paying (its cancel link carries `?session_id=`)
 * gives that session's units back at once, then the cart re-reads its stock, so the shopper's
 * own abandoned checkout never shows their cart as 'Agotado'. Best effort: asking twice is
 * harmless, and a session left open still expires on its own.
 */
export function useReleaseCheckout(sessionId: string | null) {
  useEffect(() => {
    if (!sessionId) return;
    withToken((token) => cancelCheckoutSession(token, sessionId)).then(
      () => cartCommands.refresh(),
      (error: unknown) => console.error('checkout release failed', error),
    );
  }, [sessionId]);
}
