import type { MiddlewareHandler } from 'hono';

/**
 * Headers on every answer. The policy names each outside origin the store uses: Google Maps for
 * the store-location embed, Stripe for the hosted checkout when it is configured.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com",
  // React and Radix set style properties from script; sonner injects its stylesheet at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self' https://api.stripe.com",
  'frame-src https://www.google.com https://maps.google.com https://js.stripe.com https://checkout.stripe.com',
  "form-action 'self' https://checkout.stripe.com",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  c.header('X-Frame-Options', 'DENY');
  c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
};
