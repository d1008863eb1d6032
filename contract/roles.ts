/**
 * Who an account is: every account a customer; the shop's owner and staff admins.
 * A module of its own: the signed-in user's schema (contract/auth.ts) is on the storefront's first
 * paint, and must not bring the back office's schemas with it.
 */
export const USER_ROLES = ['customer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
