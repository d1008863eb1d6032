import { type ReactNode, useEffect, useId, useState } from 'react';
import { CODE_DIGITS, CODE_TTL_MINUTES, CodeSchema, type CodeSent } from '../../../contract/contact-codes';
import type { FieldErrors } from '../../../contract/field-errors';
import { A } from '../../../copy/account';
import { pageTitle } from '../../styles/utils.css';
import { Button } from '../../ui/Button';
import * as formCss from '../../ui/form.css';
import { TextField } from '../../ui/TextField';
import { useFormSubmit } from '../../ui/use-form-submit';
import * as css from './account.css';
import { ResendCode } from './ResendCode';
import { sendAuth } from './use-auth-view';

interface CodeStepProps {
  /** The server's answer that sent the code: its message, when to offer another, the test code. */
  sent: CodeSent;
  busy: boolean;
  /** The server's refusal of this step (a wrong or expired code, too many codes), shown on the code field. */
  serverError: string | null;
  submit: string;
  /**
   * More fields after the code (the reset's new password, twice), checked with the code; their
   * errors come from `check`.
   */
  fields?: (errors: FieldErrors<string>) => ReactNode;
  /** Checks the other fields (null: nothing refused). */
  check?: () => FieldErrors<string> | null;
  /** Sends the code (and the other fields), once checked. */
  onCode: (code: string) => void;
}

/**
 * The one-time code's step: the code field (one input the phone's keyboard and autofill know),
 * the message that says where the code went, and in 'Modo de prueba' the code itself; 'Reenviar
 * código' once its wait is over; and the way back to the form. The focus starts on the code, and
 * goes back to it with each refusal.
 */
export function CodeStep({ sent, busy, serverError, submit, fields, check, onCode }: CodeStepProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const { errors, formProps } = useFormSubmit<string>();
  const codeError = errors.code ?? serverError;
  // The step opens on its field; a refusal of the server's puts the focus back there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new refusal is what moves the focus again
  useEffect(() => {
    if (!busy) document.getElementById(id)?.focus();
  }, [id, busy, serverError]);

  const form = formProps(
    () => {
      const own = CodeSchema.safeParse(code);
      const refused = { ...(own.success ? {} : { code: own.error.issues[0]!.message }), ...check?.() };
      return Object.keys(refused).length ? refused : null;
    },
    () => onCode(code.trim()),
  );
  return (
    <div className={css.authCard}>
      <h1 className={pageTitle}>{A.code.title}</h1>
      {sent.channel === 'test' && sent.test_code ? (
        <div className={css.testCode}>
          <p>{sent.message}</p>
          <p>
            {A.code.testCode} <strong data-test-code>{sent.test_code}</strong>
          </p>
        </div>
      ) : (
        <p className={css.lead}>{sent.message}</p>
      )}
      <form {...form} className={formCss.form} noValidate aria-busy={busy}>
        <TextField
          id={id}
          label={A.code.label}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={CODE_DIGITS}
          description={A.code.hint(CODE_TTL_MINUTES)}
          value={code}
          onChange={setCode}
          error={codeError}
        />
        {fields?.(errors)}
        <Button type="submit" block disabled={busy}>
          {busy ? A.code.checking : submit}
        </Button>
      </form>
      <ResendCode sent={sent} busy={busy} />
      <p className={css.switchLine}>
        <Button variant="link" onClick={() => sendAuth({ type: 'auth.code.cancel' })} disabled={busy}>
          {A.code.back}
        </Button>
      </p>
    </div>
  );
}
