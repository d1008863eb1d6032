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
    "img-src 'self' data:",
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

export const securityHeaders = (trustProxy: TrustProxy, stripeJs: boolean, inlineScripts: readonly string[] = []): MiddlewareHandler => {
  const policy = contentSecurityPolicy(stripeJs, inlineScripts);
  return async (c, next) => {
    await next();
    if (clientOf(c, trustProxy).https) c.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    c.header('Content-Security-Policy', policy);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  };
};
