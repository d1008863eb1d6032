-- A delayed payment (an OXXO voucher, a SPEI transfer) holds its units for 48 hours at most
-- (DELAYED_PAYMENT_HOLD_MS, server/payments/payment-methods.ts; issue 41), no longer 8 days. The
-- holds taken before keep at most 48 hours from now: their shoppers were shown a later date, so
-- none is cut short at once, and the sweep of lapsed holds gives their units back then, answering
-- the shoppers waiting on 'Avísame'.
UPDATE checkout_session SET expires_at = now() + interval '48 hours'
WHERE status = 'open' AND awaiting_payment AND expires_at > now() + interval '48 hours';
