/**
 * The forms' shared submit loop (use-form-submit.ts) and their alert (FormAlert.tsx), on a small
 * form of two fields: a refusal lands under its fields and moves the focus to the first refused
 * one, every time; what passes is sent once, busy while an asynchronous send runs; the alert is
 * announced and, when asked, takes the focus. The account forms' own tests
 * (src/features/account/forms.test.tsx) run the same loop in the real forms.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldErrors } from '../../contract/field-errors';
import { domRoot } from '../testing/dom-root';
import { FormAlert } from './FormAlert';
import { TextField } from './TextField';
import { useFormSubmit } from './use-form-submit';

type Field = 'name' | 'city';

let refusal: FieldErrors<Field> | null;
let send: () => unknown;

/** A form whose check answers `refusal` and whose send is `send`. */
function TwoFields() {
  const { errors, busy, formProps } = useFormSubmit<Field>();
  return (
    <form
      {...formProps(
        () => refusal,
        () => send(),
      )}
      noValidate
      aria-busy={busy}
    >
      <button type="button">antes</button>
      <TextField label="Nombre" value="" onChange={() => undefined} error={errors.name} />
      <TextField label="Ciudad" value="" onChange={() => undefined} error={errors.city} />
      <button type="submit">Guardar</button>
    </form>
  );
}

const { host: page, draw } = domRoot();
beforeEach(() => {
  refusal = null;
  send = vi.fn();
});

const field = (label: string) => {
  const found = [...page().querySelectorAll('label')].find((l) => l.textContent === label)!;
  return page().ownerDocument.getElementById(found.htmlFor) as HTMLInputElement;
};
const submit = () =>
  act(
    async () =>
      void page()
        .querySelector('form')!
        .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })),
  );
const focusLandsOn = (element: () => Element | null) =>
  vi.waitFor(() => expect(document.activeElement).toBe(element()));
const busy = () => page().querySelector('form')!.getAttribute('aria-busy');

describe('useFormSubmit', () => {
  it('shows a refusal under its fields, moves the focus to the first refused field, and sends nothing', async () => {
    draw(<TwoFields />);
    refusal = { city: 'Requerido' };
    await submit();
    expect(field('Nombre').getAttribute('aria-invalid')).toBeNull();
    expect(field('Ciudad').getAttribute('aria-invalid')).toBe('true');
    expect(page().textContent).toContain('Requerido');
    await focusLandsOn(() => field('Ciudad'));
    expect(send).not.toHaveBeenCalled();
  });

  it('moves the focus again on a second refusal with the same messages', async () => {
    draw(<TwoFields />);
    refusal = { name: 'Requerido', city: 'Requerido' };
    await submit();
    await focusLandsOn(() => field('Nombre'));
    (page().querySelector('button[type="button"]') as HTMLButtonElement).focus();
    refusal = { name: 'Requerido', city: 'Requerido' };
    await submit();
    await focusLandsOn(() => field('Nombre'));
  });

  it('clears the refusal and sends once what passes (null, or a refusal that names no field)', async () => {
    draw(<TwoFields />);
    refusal = { name: 'Requerido' };
    await submit();
    refusal = {};
    await submit();
    expect(page().querySelector('[aria-invalid="true"]')).toBeNull();
    expect(page().textContent).not.toContain('Requerido');
    expect(send).toHaveBeenCalledTimes(1);
    refusal = null;
    await submit();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('is busy while an asynchronous send runs, and not after', async () => {
    let finish!: () => void;
    send = () => new Promise<void>((resolve) => (finish = resolve));
    draw(<TwoFields />);
    expect(busy()).toBe('false');
    await submit();
    expect(busy()).toBe('true');
    await act(async () => finish());
    expect(busy()).toBe('false');
  });

  it('stays out of the way of a send that does not wait (the auth machine keeps its own busy)', async () => {
    draw(<TwoFields />);
    await submit();
    expect(send).toHaveBeenCalledTimes(1);
    expect(busy()).toBe('false');
  });
});

/** A page whose form shows the server's refusal `text`, when there is one. */
const Page = ({ text }: { text: string | null }) => (
  <>
    <button type="button">otro</button>
    {text ? <FormAlert takesFocus>{text}</FormAlert> : null}
  </>
);

describe('FormAlert', () => {
  it('is an alert that keeps the focus where it is, unless it is told to take it', async () => {
    draw(<FormAlert>No se pudo guardar.</FormAlert>);
    const alert = page().querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe('No se pudo guardar.');
    expect(alert.getAttribute('tabindex')).toBeNull();
    expect(document.activeElement).not.toBe(alert);
  });

  it('with takesFocus: takes the focus as it appears and when its text changes, not on a redraw of the same text', async () => {
    draw(<Page text={null} />);
    const other = page().querySelector('button')!;
    draw(<Page text="Contraseña incorrecta." />);
    const alert = () => page().querySelector('[role="alert"]');
    expect(alert()!.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(alert());
    other.focus();
    draw(<Page text="Contraseña incorrecta." />);
    expect(document.activeElement).toBe(other);
    draw(<Page text="Demasiados intentos." />);
    expect(document.activeElement).toBe(alert());
  });
});
