/**
 * The synonyms screen: the pairs in a table, a form that adds a pair (checked here as the server
 * checks it, the server's refusal shown on the field), a remove button per pair named for its
 * pair, and each outcome said in the save status. The API is stood in for.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SynonymPair } from '../../../contract/admin-synonyms';
import { ApiFailure } from '../../api/failure';
import { domRoot } from '../../testing/dom-root';
import { SynonymsView } from './SynonymsView';

const api = vi.hoisted(() => ({
  list: vi.fn(async (): Promise<SynonymPair[]> => []),
  add: vi.fn(
    async (_token: string, _form: unknown): Promise<SynonymPair> => ({ synonym_id: 0, word: '', synonym: '' }),
  ),
  remove: vi.fn(
    async (_token: string, _id: number): Promise<SynonymPair> => ({ synonym_id: 0, word: '', synonym: '' }),
  ),
}));
vi.mock('../../api/admin-synonyms', () => ({
  listSynonymPairs: api.list,
  addSynonymPair: api.add,
  removeSynonymPair: api.remove,
}));
vi.mock('../../runtime/auth-session', () => ({
  withToken: <T,>(call: (token: string) => Promise<T>) => call('token'),
}));

const page = domRoot();
const PAIRS: SynonymPair[] = [
  { synonym_id: 1, word: 'aretes', synonym: 'pendientes' },
  { synonym_id: 6, word: 'anillo', synonym: 'sortija' },
];
beforeEach(() => {
  api.list.mockReset().mockResolvedValue(PAIRS);
  api.add.mockReset();
  api.remove.mockReset();
});

const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const field = (label: string) => {
  const labelled = [...document.querySelectorAll('label')].find((l) => l.textContent === label)!;
  return document.getElementById(labelled.htmlFor) as HTMLInputElement;
};
function type(input: HTMLInputElement, text: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const submit = async () => {
  await act(
    async () =>
      void document
        .querySelector('form[aria-label="Nuevo par"]')!
        .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })),
  );
  await settled();
};
const rows = () =>
  [...document.querySelectorAll('[role="grid"] [role="row"]')].map((r) =>
    [...r.querySelectorAll('[role="rowheader"], [role="gridcell"], [role="columnheader"]')].map((c) =>
      c.textContent?.trim(),
    ),
  );
const status = () => document.querySelector('[role="status"]')!.textContent;

describe('the synonyms screen', () => {
  it('lists the pairs in a table, each with a remove button named for its pair', async () => {
    page.draw(<SynonymsView />);
    await settled();
    expect(document.querySelector('[role="grid"]')!.getAttribute('aria-label')).toBe('Pares de sinónimos');
    expect(rows()).toEqual([
      ['Palabra', 'Significa lo mismo que', 'Acciones'],
      ['aretes', 'pendientes', 'Quitar'],
      ['anillo', 'sortija', 'Quitar'],
    ]);
    expect([...document.querySelectorAll('[role="grid"] button')].map((b) => b.getAttribute('aria-label'))).toEqual([
      'Quitar el par aretes y pendientes',
      'Quitar el par anillo y sortija',
    ]);
  });

  it('adds a pair as the search reads it, says so, and reads the list again', async () => {
    api.add.mockResolvedValue({ synonym_id: 9, word: 'bolso', synonym: 'morral' });
    page.draw(<SynonymsView />);
    await settled();
    type(field('Palabra'), ' Bolso ');
    type(field('Significa lo mismo que'), 'MORRAL');
    await submit();
    expect(api.add).toHaveBeenCalledWith('token', { word: 'bolso', synonym: 'morral' });
    expect(status()).toContain('Par agregado: «bolso» y «morral».');
    expect(field('Palabra').value).toBe('');
    expect(api.list).toHaveBeenCalledTimes(2);
  });

  it('refuses a word equal to its synonym before asking, and shows the server’s refusal', async () => {
    page.draw(<SynonymsView />);
    await settled();
    type(field('Palabra'), 'Falda');
    type(field('Significa lo mismo que'), 'falda');
    await submit();
    expect(api.add).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('Las dos palabras son la misma');
    api.add.mockRejectedValue(new ApiFailure('El par «aretes» y «pendientes» ya existe.', 409));
    type(field('Palabra'), 'pendientes');
    type(field('Significa lo mismo que'), 'aretes');
    await submit();
    expect(document.body.textContent).toContain('El par «aretes» y «pendientes» ya existe.');
    expect(field('Palabra').value).toBe('pendientes');
    expect(status()).toBe('');
  });

  it('removes a pair by its button and says which', async () => {
    api.remove.mockResolvedValue(PAIRS[1]!);
    page.draw(<SynonymsView />);
    await settled();
    await act(async () =>
      document.querySelector<HTMLButtonElement>('[aria-label="Quitar el par anillo y sortija"]')!.click(),
    );
    await settled();
    expect(api.remove).toHaveBeenCalledWith('token', 6);
    expect(status()).toContain('Par quitado: «anillo» y «sortija».');
  });
});
