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
  totalCents: number;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createHostedCheckout(request: HostedCheckoutRequest, origin: string): Promise<{ providerSessionId: string; url: string }>;
}

/** A payment as the provider reports it: its own id (Stripe: the PaymentIntent) and the card's last digits. */
export interface ProviderPayment {
  id: string;
  last4: string | null;
}

/** The test checkout has no provider to number its payments, so it gives each one an id of its own. */
export const newTestPaymentId = () => `pay_test_${randomBytes(18).toString('base64url')}`;

/** The built-in test checkout: a page of this same server, at /pay/test/{session id}. */
export const testProvider: PaymentProvider = {
  name: 'test',
  async createHostedCheckout(request, origin) {
    return { providerSessionId: request.sessionId, url: `${origin}/pay/test/${request.sessionId}` };
  },
};
