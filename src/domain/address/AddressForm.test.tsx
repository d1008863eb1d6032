import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { addressForForm } from '../../../contract/mexican-address';
import type { AddressFields } from '../../../contract/user';
import { ADDRESS } from '../../../copy/address';
import { VALIDATION } from '../../../copy/validation';
import { domRoot } from '../../testing/dom-root';
import { AddressForm } from './AddressForm';

const { draw } = domRoot();
const customer = { name: 'Ana López', phone_number: '+526141234567' };

/** A field by its label's text. */
function control<T extends HTMLElement = HTMLInputElement>(label: string): T {
  const found = [...document.querySelectorAll('label')].find((l) => l.textContent === label);
  if (!found) throw new Error(`no label ${label}`);
  return document.getElementById(found.htmlFor) as T;
}
/** Types as the browser does: the field's text changes, then an input event. */
function type(label: string, text: string) {
  const input = control(label);
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
function choose(label: string, value: string) {
  const select = control<HTMLSelectElement>(label);
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
const state = () => control<HTMLSelectElement>(ADDRESS.label.shipping_state);
const status = () => document.querySelector('[role="status"]')?.textContent;
const errorOf = (label: string) => {
  const ids = (control(label).getAttribute('aria-describedby') ?? '').split(' ');
  return document.getElementById(ids.find((id) => id.endsWith('-err')) ?? '')?.textContent ?? null;
};

describe('the address form', () => {
  it('chooses the state from the postal code as it is typed, and says so; a state chosen by hand stays until the code changes', () => {
    draw(
      <AddressForm
        initial={addressForForm(null, customer)}
        submitLabel="Guardar"
        onSubmit={() => undefined}
        errors={{}}
      />,
    );
    expect(state().value).toBe('');
    expect(state().options).toHaveLength(33); // 'Elige un estado' and the 32
    type(ADDRESS.label.shipping_zipcode, '3');
    expect(state().value).toBe('');
    type(ADDRESS.label.shipping_zipcode, '31');
    expect(state().value).toBe('Chihuahua');
    expect(status()).toBe(`${ADDRESS.label.shipping_state}: Chihuahua`);
    type(ADDRESS.label.shipping_zipcode, 'C.P. 064-00');
    expect(control(ADDRESS.label.shipping_zipcode).value).toBe('06400');
    expect(state().value).toBe('Ciudad de México');
    choose(ADDRESS.label.shipping_state, 'Sonora');
    expect(state().value).toBe('Sonora');
    expect(status()).toBe('');
    // A prefix no state has chooses nothing.
    type(ADDRESS.label.shipping_zipcode, '18000');
    expect(state().value).toBe('Sonora');
    type(ADDRESS.label.shipping_zipcode, '83000');
    expect(state().value).toBe('Sonora');
  });

  it('starts from an address saved before (state as free text) and sends every field as typed', () => {
    const sent: AddressFields[] = [];
    draw(
      <AddressForm
        initial={addressForForm(
          {
            shipping_address_line1: 'Juárez 100',
            shipping_city: 'Chihuahua',
            shipping_state: ' chihuahua ',
            shipping_zipcode: '31000',
          },
          customer,
        )}
        submitLabel="Guardar"
        onSubmit={(typed) => sent.push(typed)}
        errors={{}}
      />,
    );
    expect(state().value).toBe('Chihuahua');
    expect(control(ADDRESS.label.shipping_receiver_name).value).toBe('Ana López');
    act(
      () =>
        void document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })),
    );
    expect(sent[0]).toMatchObject({
      shipping_address_line1: 'Juárez 100',
      shipping_neighborhood: '',
      shipping_receiver_phone: '6141234567',
    });
  });

  it('shows the errors it is handed under their fields, the alert above them, and moves the focus to the first', async () => {
    draw(
      <AddressForm
        initial={addressForForm(null, customer)}
        submitLabel="Guardar"
        onSubmit={() => undefined}
        errors={{}}
      />,
    );
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
    draw(
      <AddressForm
        initial={addressForForm(null, customer)}
        submitLabel="Guardar"
        onSubmit={() => undefined}
        alert="Falta información del envío para continuar"
        errors={{ shipping_neighborhood: VALIDATION.required, shipping_state: ADDRESS.error.state }}
      />,
    );
    expect(errorOf(ADDRESS.label.shipping_neighborhood)).toBe(VALIDATION.required);
    expect(errorOf(ADDRESS.label.shipping_state)).toBe(ADDRESS.error.state);
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Falta información del envío para continuar');
    await vi.waitFor(() => expect(document.activeElement).toBe(control(ADDRESS.label.shipping_neighborhood)));
  });
});
