/**
 * The owner's sizes in the product's stock panel: each size with what is offered and held, a size
 * received or counted (a count carrying that size's version), a size added after the last (a
 * product sold whole is told that its first size leaves it sold out until counted), each outcome
 * announced beside its button and a refusal under its field. The API is stood in for: the
 * browser test (tests/e2e/back-office-editors.test.ts) runs the same panel against a real shop.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AdminProduct, AdminProductSchema } from '../../../contract/admin-products';
import { domRoot } from '../../testing/dom-root';
import { StockPanel } from './StockPanel';

const api = vi.hoisted(() => ({
  addSize: vi.fn(async (_token: string, _id: number, _body: unknown): Promise<unknown> => null),
  changeSizeStock: vi.fn(async (_token: string, _id: number, _body: unknown): Promise<unknown> => null),
  renameSize: vi.fn(async (_token: string, _id: number, _body: unknown): Promise<unknown> => null),
  removeSize: vi.fn(async (_token: string, _id: number, _body: unknown): Promise<unknown> => null),
}));
vi.mock('../../api/admin', async (original) => ({
  ...(await original<typeof import('../../api/admin')>()),
  addSize: api.addSize,
  changeSizeStock: api.changeSizeStock,
  renameSize: api.renameSize,
  removeSize: api.removeSize,
}));
vi.mock('../../runtime/auth-session', () => ({
  withToken: <T,>(call: (token: string) => Promise<T>) => call('token'),
}));

const product = (over: Partial<AdminProduct> = {}): AdminProduct =>
  AdminProductSchema.parse({
    product_id: 12,
    name: 'Blusa de lino',
    image: 'p-12.webp',
    price: 499,
    originalPrice: 0,
    type: 'regular',
    isNew: false,
    stock: 7,
    description: null,
    department_id: 3,
    brand: 'Zara',
    hidden: false,
    unitsSold: 0,
    version: 9,
    held: 1,
    sizes: [
      { size: 'S', stock: 2 },
      { size: 'M', stock: 5 },
    ],
    sizeStock: [
      { size: 'S', stock: 2, held: 0, version: 3 },
      { size: 'M', stock: 5, held: 1, version: 4 },
    ],
    ...over,
  });

const page = domRoot();
const changed: AdminProduct[] = [];
beforeEach(() => {
  changed.length = 0;
  api.addSize.mockReset();
  api.changeSizeStock.mockReset();
  api.renameSize.mockReset();
  api.removeSize.mockReset();
});
const draw = (p: AdminProduct) => page.draw(<StockPanel product={p} onChanged={(x) => changed.push(x)} />);

function field(label: string): HTMLInputElement | HTMLSelectElement {
  const found = [...document.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label));
  if (!found) throw new Error(`no label ${label}`);
  return document.getElementById(found.htmlFor) as HTMLInputElement;
}
function type(label: string, text: string) {
  const input = field(label) as HTMLInputElement;
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
function choose(label: string, value: string) {
  const select = field(label) as HTMLSelectElement;
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
const formNamed = (name: string) =>
  [...document.querySelectorAll('form')].find(
    (f) =>
      f.getAttribute('aria-label') === name ||
      document.getElementById(f.getAttribute('aria-labelledby') ?? '')?.textContent === name,
  )!;
const submit = (name: string) =>
  act(async () => void formNamed(name).dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));

/** The field says why under it, and the focus lands on it (a frame after the refusal is drawn). */
async function refusedWith(label: string, message: string) {
  const input = field(label);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const errorId = (input.getAttribute('aria-describedby') ?? '').split(' ').find((id) => id.endsWith('-err'));
  expect(document.getElementById(errorId ?? '')?.textContent).toBe(message);
  await vi.waitFor(() => expect(document.activeElement).toBe(input));
}

describe('the stock panel of a product sold by size', () => {
  it('lists each size with what is offered and held, and the total', () => {
    draw(product());
    const rows = [...document.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['S', '2', '0'],
      ['M', '5', '1'],
    ]);
    expect(document.querySelector('caption')?.textContent).toBe('Tallas de este producto');
    expect(page.host().textContent).toContain('Total: 7 en existencia');
    // the whole product's count is not offered: its stock is the sum of its sizes
    expect(page.host().textContent).not.toContain('Hay 7 en existencia.');
  });

  it('receives units of the chosen size, and announces it', async () => {
    const after = product({ version: 10 });
    api.changeSizeStock.mockResolvedValue(after);
    draw(product());
    choose('Talla', 'M');
    type('Piezas recibidas', '3');
    await submit('Cambiar las existencias de una talla');
    expect(api.changeSizeStock).toHaveBeenCalledWith('token', 12, { mode: 'add', size: 'M', quantity: 3 });
    expect(changed).toEqual([after]);
    expect(document.activeElement?.textContent).toContain('Existencias de la talla M actualizadas.');
  });

  it('counts a size with that size’s version; a refused count says why under the field and sends nothing', async () => {
    api.changeSizeStock.mockResolvedValue(product());
    draw(product());
    choose('Talla', 'M');
    const set = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((r) => r.value === 'set')!;
    act(() => set.click());
    type('Existencias contadas', 'muchas');
    await submit('Cambiar las existencias de una talla');
    expect(api.changeSizeStock).not.toHaveBeenCalled();
    await refusedWith('Existencias contadas', 'Las existencias deben ser un número.');
    type('Existencias contadas', '6');
    await submit('Cambiar las existencias de una talla');
    expect(api.changeSizeStock).toHaveBeenCalledWith('token', 12, { mode: 'set', size: 'M', quantity: 6, version: 4 });
  });

  it('adds a size after the last; an empty one is refused before it is sent', async () => {
    const after = product({ sizeStock: [...product().sizeStock, { size: 'L', stock: 0, held: 0, version: 1 }] });
    api.addSize.mockResolvedValue(after);
    draw(product());
    await submit('Agregar una talla');
    expect(api.addSize).not.toHaveBeenCalled();
    await refusedWith('Nueva talla', 'Escribe la talla.');
    type('Nueva talla', ' L ');
    await submit('Agregar una talla');
    expect(api.addSize).toHaveBeenCalledWith('token', 12, { size: 'L' });
    expect(changed).toEqual([after]);
    expect(document.activeElement?.textContent).toContain('Talla L agregada, con 0 piezas.');
  });
});

describe('the stock panel of a product sold whole', () => {
  it('keeps the whole count and says what a first size does to its stock', () => {
    draw(product({ sizes: [], sizeStock: [], stock: 4, held: 0 }));
    expect(page.host().textContent).toContain('Hay 4 en existencia.');
    expect(page.host().textContent).toContain(
      'Con la primera talla sus 4 piezas dejan de ofrecerse hasta que cuentes cada talla',
    );
    expect(document.querySelector('table')).toBeNull();
  });
});

describe('renaming and removing a size', () => {
  const EDIT = 'Renombrar o quitar una talla';
  const editField = (label: string) => {
    const form = formNamed(EDIT);
    const found = [...form.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label))!;
    return document.getElementById(found.htmlFor) as HTMLInputElement & HTMLSelectElement;
  };

  it('renames the chosen size, cleaned as the server reads it, and announces it', async () => {
    const after = product({ version: 10 });
    api.renameSize.mockResolvedValue(after);
    draw(product());
    const select = editField('Talla');
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, 'M');
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const input = editField('Nuevo nombre');
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, ' l\u200B');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await submit(EDIT);
    expect(api.renameSize).toHaveBeenCalledWith('token', 12, { size: 'M', to: 'L' });
    expect(changed).toEqual([after]);
    expect(document.activeElement?.textContent).toContain('Talla M renombrada a L.');
  });

  it('the remove button names its size; a refusal is said under the field and takes the focus', async () => {
    api.removeSize.mockRejectedValue(new Error('409'));
    draw(product());
    const remove = [...formNamed(EDIT).querySelectorAll('button')].find((b) => b.textContent === 'Quitar la talla S')!;
    expect(remove.type).toBe('button');
    await act(async () => remove.click());
    expect(api.removeSize).toHaveBeenCalledWith('token', 12, { size: 'S' });
    expect(editField('Nuevo nombre').getAttribute('aria-invalid')).toBe('true');
    await vi.waitFor(() => expect(document.activeElement).toBe(editField('Nuevo nombre')));
  });
});
