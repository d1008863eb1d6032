-- 'Avísame cuando llegue' with double opt-in (issue 40). A request made for a contact that is not
-- the signed-in customer's own verified one waits for its holder to confirm it through a link sent
-- there (one message, kind 'backInStockConfirm'); nothing else is sent to it until then, and it
-- lapses unconfirmed after 48 hours. Requests are compared by the contact's canonical form
-- (contract/contacts.ts: lower case, an email without its +tag), so plus-addresses share one.

-- The contact as compared: an email in lower case without its +tag, or an E.164 number.
ALTER TABLE back_in_stock_request ADD COLUMN canonical text;
UPDATE back_in_stock_request SET canonical = CASE
  WHEN channel = 'email' THEN regexp_replace(lower(recipient), '^([^+@]+)\+[^@]*(@[^@]*)$', '\1\2')
  ELSE lower(recipient) END;
ALTER TABLE back_in_stock_request ALTER COLUMN canonical SET NOT NULL;
ALTER TABLE back_in_stock_request ADD CONSTRAINT back_in_stock_request_canonical_check
  CHECK (length(canonical) BETWEEN 3 AND 320);

-- When its holder confirmed it (by the link, or by asking signed in with their own verified
-- contact); null: waiting. SHA-256 of the confirm link's random token, like the stop token's.
ALTER TABLE back_in_stock_request ADD COLUMN confirmed_at timestamptz;
ALTER TABLE back_in_stock_request ADD COLUMN confirm_token_hash bytea UNIQUE
  CHECK (octet_length(confirm_token_hash) = 32);

-- Requests made before this migration: a sent or stopped one keeps its history as confirmed; an
-- open one counts as confirmed only if its contact is verified. Any other was consent nobody
-- proved, so it is left unconfirmed, and being older than 48 hours it has lapsed.
UPDATE back_in_stock_request r SET confirmed_at = r.consented_at
WHERE r.fulfilled_at IS NOT NULL OR r.stopped_at IS NOT NULL
   OR EXISTS (SELECT 1 FROM verified_contact v WHERE v.channel = r.channel AND v.canonical = r.canonical);
UPDATE back_in_stock_request SET expires_at = least(expires_at, created_at + interval '48 hours')
WHERE confirmed_at IS NULL;

-- One open request per product, size and contact: two spellings of one inbox were two requests
-- before; the later ones go (unsent, no message names them), the first stays.
DELETE FROM back_in_stock_request r
WHERE r.fulfilled_at IS NULL AND r.stopped_at IS NULL AND EXISTS (
  SELECT 1 FROM back_in_stock_request o
  WHERE o.fulfilled_at IS NULL AND o.stopped_at IS NULL AND o.product_id = r.product_id
    AND coalesce(o.size, '') = coalesce(r.size, '') AND o.channel = r.channel AND o.canonical = r.canonical
    AND o.request_id < r.request_id);
DROP INDEX back_in_stock_request_open;
CREATE UNIQUE INDEX back_in_stock_request_open
  ON back_in_stock_request (product_id, (coalesce(size, '')), channel, canonical)
  WHERE fulfilled_at IS NULL AND stopped_at IS NULL;
-- A contact's open requests: a stop ends them together, and at most 3 may be open.
DROP INDEX back_in_stock_request_by_recipient;
CREATE INDEX back_in_stock_request_by_contact ON back_in_stock_request (channel, canonical)
  WHERE fulfilled_at IS NULL AND stopped_at IS NULL;
-- A customer's requests, which withdrawing their consent ends.
CREATE INDEX back_in_stock_request_by_user ON back_in_stock_request (ecommerce_user_id)
  WHERE fulfilled_at IS NULL AND stopped_at IS NULL;
