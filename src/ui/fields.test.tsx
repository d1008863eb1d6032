/**
 * What every labelled field promises a screen reader, whichever control it holds (TextField,
 * Select, PhoneField): the label names the control, the description and the error describe it
 * (description first), the control says it is invalid only while it has an error, and the error
 * is a plain paragraph under the control (the form's alert, not each field, is what is announced).
 * The three draw it with one shell (FieldShell.tsx), whose own contract closes the file.
 */
import { describe, expect, it } from 'vitest';
import { domRoot } from '../testing/dom-root';
import { FieldShell } from './FieldShell';
import { PhoneField, type PhoneValue } from './PhoneField';
import { Select } from './Select';
import { TextField } from './TextField';

const { host: page, draw } = domRoot();

const byId = (id: string) => page().ownerDocument.getElementById(id);
/** The texts of the elements an attribute's id list points at, in its order. */
const textsOf = (ids: string | null) =>
  (ids ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => byId(id)?.textContent);
/** The control's name as its `<label for>` (or, without one, its aria-label) gives it. */
const labelOf = (control: Element) => page().querySelector(`label[for="${control.id}"]`)?.textContent;

const mexican: PhoneValue = { country: 'MX', text: '' };

/** Each field drawn with and without an error and a description, and its focusable control. */
const fields: {
  name: string;
  draw: (error?: string, description?: string) => React.ReactNode;
  control: () => HTMLElement;
  hint?: string;
}[] = [
  {
    name: 'TextField',
    draw: (error, description) => (
      <TextField label="Nombre" value="" onChange={() => undefined} error={error} description={description} />
    ),
    control: () => page().querySelector('input')!,
  },
  {
    name: 'Select',
    draw: (error) => (
      <Select label="Departamento" value="" onChange={() => undefined} error={error}>
        <option value="">Elige</option>
      </Select>
    ),
    control: () => page().querySelector('select')!,
  },
  {
    name: 'PhoneField',
    draw: (error) => <PhoneField label="Teléfono" value={mexican} onChange={() => undefined} error={error} />,
    control: () => page().querySelector('input')!,
    hint: 'Lada y número, por ejemplo 614 123 4567',
  },
];

describe.each(fields)('$name', ({ draw: field, control, hint }) => {
  it('is named by its label and, without an error, is neither invalid nor described by one', () => {
    draw(field());
    expect(labelOf(control())).toBeTruthy();
    expect(control().getAttribute('aria-invalid')).toBeNull();
    expect(textsOf(control().getAttribute('aria-describedby'))).toEqual(hint ? [hint] : []);
    expect(page().textContent).not.toContain('Requerido');
  });

  it('with an error: invalid, described by it (after its description), shown under the control as a plain paragraph', () => {
    draw(field('Requerido'));
    expect(control().getAttribute('aria-invalid')).toBe('true');
    const described = control().getAttribute('aria-describedby');
    expect(textsOf(described)).toEqual(hint ? [hint, 'Requerido'] : ['Requerido']);
    const error = byId(described!.split(' ').at(-1)!)!;
    expect(error.tagName).toBe('P');
    expect(error.getAttribute('role')).toBeNull();
    expect(error.id.endsWith('-err')).toBe(true);
    // under the control: the error follows it in the document
    expect(control().compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('drops the error and aria-invalid once the error is gone', () => {
    draw(field('Requerido'));
    draw(field());
    expect(control().getAttribute('aria-invalid')).toBeNull();
    expect(page().textContent).not.toContain('Requerido');
  });
});

describe('TextField', () => {
  it('puts its description between the label and the input, and lists it first in aria-describedby', () => {
    draw(
      <TextField
        label="Contraseña"
        value=""
        onChange={() => undefined}
        description="8 o más caracteres"
        error="Muy corta"
      />,
    );
    const input = page().querySelector('input')!;
    expect(textsOf(input.getAttribute('aria-describedby'))).toEqual(['8 o más caracteres', 'Muy corta']);
    const description = page().querySelector(`[id="${input.id}-desc"]`)!;
    expect(description.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      page().querySelector('label')!.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('keeps an id it is given, and ties the label, description and error to it', () => {
    draw(
      <TextField
        id="zip"
        label="Código postal"
        value=""
        onChange={() => undefined}
        description="5 dígitos"
        error="Faltan dígitos"
      />,
    );
    const input = page().querySelector('input')!;
    expect(input.id).toBe('zip');
    expect(labelOf(input)).toBe('Código postal');
    expect(input.getAttribute('aria-describedby')).toBe('zip-desc zip-err');
  });

  it('passes the rest of its props to the input, and the class to its wrapper', () => {
    draw(
      <TextField
        label="Correo"
        value="a@b.mx"
        onChange={() => undefined}
        type="email"
        name="email"
        maxLength={200}
        className="extra"
      />,
    );
    const input = page().querySelector('input')!;
    expect([input.type, input.name, input.maxLength, input.value]).toEqual(['email', 'email', 200, 'a@b.mx']);
    expect(page().firstElementChild!.className).toContain('extra');
  });
});

describe('PhoneField', () => {
  it('names its country picker after its label, and says what a real number will be saved as', () => {
    draw(<PhoneField label="Teléfono" value={{ country: 'MX', text: '6141234567' }} onChange={() => undefined} />);
    expect(page().querySelector('select')!.getAttribute('aria-label')).toBe('Teléfono: país');
    const input = page().querySelector('input')!;
    expect(textsOf(input.getAttribute('aria-describedby'))).toEqual(['Se guardará como +526141234567']);
    // the hint follows the number: it reads what was typed
    const hint = byId(input.getAttribute('aria-describedby')!)!;
    expect(input.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('FieldShell', () => {
  const shell = (props: Partial<React.ComponentProps<typeof FieldShell>> = {}) => (
    <FieldShell label="Nota" {...props}>
      {(control) => <textarea {...control} />}
    </FieldShell>
  );

  it('hands its control the id its label names, and ties nothing else while there is nothing to say', () => {
    draw(shell());
    const control = page().querySelector('textarea')!;
    expect(control.id).not.toBe('');
    expect(labelOf(control)).toBe('Nota');
    expect(control.getAttribute('aria-describedby')).toBeNull();
    expect(control.getAttribute('aria-invalid')).toBeNull();
    expect(page().querySelectorAll('p')).toHaveLength(0);
  });

  it('orders label, description, control, error; or, with descriptionBelow, label, control, description, error', () => {
    const order = () =>
      [...page().firstElementChild!.children].map(
        (e) => e.tagName + (e.tagName === 'P' ? e.id.slice(e.id.lastIndexOf('-')) : ''),
      );
    draw(shell({ id: 'nota', description: 'Opcional', error: 'Muy larga' }));
    expect(order()).toEqual(['LABEL', 'P-desc', 'TEXTAREA', 'P-err']);
    expect(page().querySelector('textarea')!.getAttribute('aria-describedby')).toBe('nota-desc nota-err');
    draw(shell({ id: 'nota', description: 'Opcional', descriptionBelow: true, error: 'Muy larga' }));
    expect(order()).toEqual(['LABEL', 'TEXTAREA', 'P-desc', 'P-err']);
    expect(page().querySelector('textarea')!.getAttribute('aria-describedby')).toBe('nota-desc nota-err');
  });

  it('adds its class to the field’s own', () => {
    draw(shell({ className: 'toolbar' }));
    expect(page().firstElementChild!.classList).toContain('toolbar');
    expect(page().firstElementChild!.classList.length).toBe(2);
  });
});
