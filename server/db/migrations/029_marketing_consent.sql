-- The customer's consent to the optional purposes of the privacy notice (offers, back-in-stock
-- notices, surveys): asked at sign-up with its own unticked box and changed in the profile. The
-- date it was given (null: not given, or withdrawn) and the date it was last withdrawn are kept
-- as the shop's proof. Order messages are part of the purchase and need no consent.
ALTER TABLE ecommerce_user ADD COLUMN marketing_consent_at timestamptz;
ALTER TABLE ecommerce_user ADD COLUMN marketing_consent_withdrawn_at timestamptz;
