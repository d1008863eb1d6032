import type { FormEvent, ReactNode, Ref } from 'react';
import { Link } from 'wouter';
import { pageTitle } from '../../styles/utils.css';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { FormAlert } from '../../ui/FormAlert';
import * as formCss from '../../ui/form.css';
import * as css from './account.css';

interface AuthCardProps {
  text: { title: string; lead: string; remember: string; submit: string; submitting: string };
  /** The form's ref and submit handler (`useAuthForm`). */
  form: { ref: Ref<HTMLFormElement>; onSubmit: (event: FormEvent) => void };
  busy: boolean;
  serverError: string | null;
  remember: boolean;
  onRememberChange: (remember: boolean) => void;
  /** The form's fields. */
  children: ReactNode;
  /** What follows the form: the line to the other form, and what else the page says. */
  after: ReactNode;
  /** What stands just above the submit button (the sign-up's consent box and simplified privacy notice). */
  beforeSubmit?: ReactNode;
}

/**
 * The login and signup pages' card: title and lead, the server's refusal (an alert that takes the
 * focus), the fields, 'Recordarme' and the submit button, then what follows the form.
 */
export function AuthCard({
  text,
  form,
  busy,
  serverError,
  remember,
  onRememberChange,
  children,
  after,
  beforeSubmit,
}: AuthCardProps) {
  return (
    <div className={css.authCard}>
      <h1 className={pageTitle}>{text.title}</h1>
      <p className={css.lead}>{text.lead}</p>
      {serverError ? <FormAlert takesFocus>{serverError}</FormAlert> : null}
      <form {...form} className={formCss.form} noValidate aria-busy={busy}>
        {children}
        <Checkbox label={text.remember} checked={remember} onCheckedChange={onRememberChange} />
        {beforeSubmit}
        <Button type="submit" block disabled={busy}>
          {busy ? text.submitting : text.submit}
        </Button>
      </form>
      {after}
    </div>
  );
}

/** '¿Aún no tienes cuenta? Regístrate', and its twin on the signup page. */
export function SwitchLine({ question, link, href }: { question: string; link: string; href: string }) {
  return (
    <p className={css.switchLine}>
      {question}{' '}
      <Link href={href} className={formCss.textLink}>
        {link}
      </Link>
    </p>
  );
}
