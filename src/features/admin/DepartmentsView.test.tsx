/**
 * The departments screen sets each department's size guide beside its name and group: the guide
 * the store's product pages of that department open, or none. The API is stood in for.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminDepartment } from '../../../contract/admin-shop';
import { domRoot } from '../../testing/dom-root';
import { DepartmentsView } from './DepartmentsView';

const api = vi.hoisted(() => ({
  list: vi.fn(async (): Promise<AdminDepartment[]> => []),
  save: vi.fn(async (_token: string, _id: number, _form: unknown): Promise<unknown> => null),
  create: vi.fn(async (_token: string, _form: unknown): Promise<unknown> => null),
}));
vi.mock('../../api/admin', async (original) => ({
  ...(await original<typeof import('../../api/admin')>()),
  listAdminDepartments: api.list,
  saveDepartment: api.save,
  createDepartment: api.create,
}));
vi.mock('../../runtime/auth-session', () => ({
  withToken: <T,>(call: (token: string) => Promise<T>) => call('token'),
}));
vi.mock('../../runtime/toasts', () => ({ showToast: async () => undefined }));

const page = domRoot();
const DEPARTMENTS: AdminDepartment[] = [
  { department_id: 1, name: 'Vestidos', group: 'Ropa', products: 12, linked: true, sizeChart: 'letters' },
  { department_id: 9, name: 'Anillos', group: 'Joyería', products: 4, linked: false, sizeChart: null },
];
beforeEach(() => {
  api.list.mockResolvedValue(DEPARTMENTS);
  api.save.mockReset();
  api.create.mockReset();
});

const formNamed = (name: string) => document.querySelector<HTMLFormElement>(`form[aria-label="${name}"]`)!;
const guideOf = (form: HTMLFormElement) =>
  [...form.querySelectorAll('select')].find(
    (s) => form.querySelector(`label[for="${s.id}"]`)?.textContent === 'Guía de tallas',
  )!;
function choose(select: HTMLSelectElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
const submit = (form: HTMLFormElement) =>
  act(async () => void form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));

describe('the departments screen', () => {
  it('shows each department’s guide and saves the one chosen, or none', async () => {
    page.draw(<DepartmentsView />);
    await vi.waitFor(() => expect(formNamed('Departamento Vestidos')).toBeTruthy());
    const dresses = formNamed('Departamento Vestidos');
    expect(guideOf(dresses).value).toBe('letters');
    expect([...guideOf(dresses).options].map((o) => o.textContent)).toEqual([
      'Sin guía de tallas',
      'Letras (XS a XXL)',
      'Cintura (26 a 40)',
      'Vestidos (talla de EE. UU.)',
      'Anillos (talla de EE. UU.)',
    ]);
    const rings = formNamed('Departamento Anillos');
    expect(guideOf(rings).value).toBe('');
    choose(guideOf(rings), 'ring');
    await submit(rings);
    expect(api.save).toHaveBeenCalledWith('token', 9, { name: 'Anillos', group: 'Joyería', sizeChart: 'ring' });
    choose(guideOf(dresses), '');
    await submit(dresses);
    expect(api.save).toHaveBeenLastCalledWith('token', 1, { name: 'Vestidos', group: 'Ropa', sizeChart: null });
  });
});
