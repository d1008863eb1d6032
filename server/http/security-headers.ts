import type { MiddlewareHandler } from 'hono';
import { clientOf, type TrustProxy } from './client';

/**
 * Headers on every answer. The policy names each outside origin the store uses: Google Maps for
 * the store-location embed, Stripe's hosted checkout, and Stripe.js (its script, frames and API)
 * only when the client was built with a publishable key and so loads it on the payment page.
 */
function contentSecurityPolicy(stripeJs: boolean, inlineScripts: readonly string[]) {
  const js = (origin: string) => (stripeJs ? ` ${origin}` : '');
  return [
    "default-src 'self'",
    // index.html's own inline script (the taps kept before the app takes a page over), by its hash.
    `script-src 'self'${inlineScripts.map((hash) => ` ${hash}`).join('')}${js('https://js.stripe.com')}`,
    // React and Radix set style properties from script; sonner injects its stylesheet at run time.
    "style-src 'self' 'unsafe-inline'",
    // blob: is the owner's desk showing a photo chosen from the device before it is uploaded.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${js('https://api.stripe.com')}`,
    `frame-src https://www.google.com https://maps.google.com${js('https://js.stripe.com')} https://checkout.stripe.com`,
    "form-action 'self' https://checkout.stripe.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Browsers that reached the store over https keep to https for a year. Only over https (directly,
 * or as a trusted proxy says): over plain http browsers ignore it (RFC 6797), and a store run
 * without a certificate, as `npm start` is, must not be told to refuse http.
 */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export const securityHeaders = (
  trustProxy: TrustProxy,
  stripeJs: boolean,
  inlineScripts: readonly string[] = [],
): MiddlewareHandler => {
  const policy = contentSecurityPolicy(stripeJs, inlineScripts);
  return async (c, next) => {
    await next();
    // Set on the answer's own headers: c.header() on an answer already made copies it whole, body
    // stream included, at every call (Hono 4), which was most of the cost of serving a kept page.
    const headers = c.res.headers;
    if (clientOf(c, trustProxy).https) headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    headers.set('Content-Security-Policy', policy);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  };
};
