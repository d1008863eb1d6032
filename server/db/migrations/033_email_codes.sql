-- A signed-in customer proves their email by a code too ('Verificar correo' in the profile), so a
-- customer whose sign-up code went by WhatsApp can also get their messages by email.
ALTER TABLE contact_code DROP CONSTRAINT contact_code_purpose_check;
ALTER TABLE contact_code ADD CONSTRAINT contact_code_purpose_check
  CHECK (purpose IN ('signup', 'login', 'reset', 'guest', 'email'));
