import { randomBytes } from 'node:crypto';
import type { PaymentProviderName } from '../../contract/bill';

/**
 * A card payment provider. The store creates a hosted checkout for a reserved order and sends the
 * shopper to `url`; the provider later reports completion (fulfilSession) or cancellation.
 * Two providers: the built-in test checkout (default) and Stripe Checkout (when configured).
 */
export interface HostedCheckoutRequest {
  sessionId: string;
  customerEmail: string;
  lines: { name: string; quantity: number; unitCents: number; chargedCents: number }[];
  discountCents: number;
  shippingCents: number;
  /** Store pickup (`shippingFor`, contract/checkout.ts): nothing is shipped, the shopper collects at the shop. */
  shipsToShop: boolean;
  totalCents: number;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** False while the account has a delayed payment (SPEI, OXXO) open: this checkout offers the card alone. */
  delayedAllowed: boolean;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Its card payments take meses sin intereses (contract/installments.ts): product pages say so. Absent: they do not. */
  readonly installments?: boolean;
  createHostedCheckout(
    request: HostedCheckoutRequest,
    origin: string,
  ): Promise<{ providerSessionId: string; url: string }>;
  /** Stops the provider taking payment for a session the store closed (replaced or cancelled). */
  expireHostedCheckout(providerSessionId: string): Promise<void>;
  /**
   * Returns a cancelled order's money, or `amountCents` of it (a return's units): the provider's
   * refund, or null when the provider took no money (the test checkout). With `idempotencyKey`, a
   * second call with the same key is the first refund again, never a second one (a return's refund,
   * server/modules/returns/refunds.ts, is sent again after a crash or a failure with its key).
   */
  refund(paymentId: string, amountCents?: number, options?: RefundOptions): Promise<ProviderRefund | null>;
}

export interface RefundOptions {
  idempotencyKey?: string;
}

/** A refund as the provider answered it: its id, and whether it already succeeded (else pending at the bank). */
export interface ProviderRefund {
  id: string;
  confirmed: boolean;
}

/** A provider's refusal of a refund that sending again with the same key would only repeat (a bad request). */
export class RefundRefused extends Error {}

/**
 * Expires at the provider the sessions the store just closed, so none stays payable there.
 * Best effort: a failure is logged, and a payment that still arrives finds the session closed.
 */
export async function expireAtProvider(
  provider: PaymentProvider,
  sessions: readonly { provider: string; provider_session_id: string | null }[],
): Promise<void> {
  for (const session of sessions) {
    if (session.provider !== provider.name || !session.provider_session_id) continue;
    try {
      await provider.expireHostedCheckout(session.provider_session_id);
    } catch (error) {
      console.error(
        `Could not expire ${provider.name} checkout session ${session.provider_session_id}:`,
        (error as Error).message,
      );
    }
  }
}

/** A payment as the provider reports it: its own id (Stripe: the PaymentIntent) and the card's last digits. */
export interface ProviderPayment {
  id: string;
  last4: string | null;
}

/** The test checkout has no provider to number its payments, so it gives each one an id of its own. */
export const newTestPaymentId = () => `pay_test_${randomBytes(18).toString('base64url')}`;

/**
 * The built-in test checkout: a page of this same server, at /pay/test/{session id}. Its address
 * and its links back are relative: the shopper pays on the origin they opened the store at
 * (127.0.0.1, a LAN address) and returns there, to the same localStorage and so still signed in.
 */
export const testProvider: PaymentProvider = {
  name: 'test',
  async createHostedCheckout(request) {
    return { providerSessionId: request.sessionId, url: `/pay/test/${request.sessionId}` };
  },
  // The test checkout's page reads the session's status: a closed session cannot be paid there.
  async expireHostedCheckout() {},
  // The test checkout charged nothing: there is nothing to give back, under any key or none, so a
  // second call with a key is, like the first, no refund.
  async refund() {
    return null;
  },
};
