import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../copy/notices';
import { createMemoryStorage, navigate, toast } from './effects';

describe('effects and messages shared by the machines', () => {
  it('a toast carries its duration only when one is given (else the app default applies)', () => {
    expect(toast('info', 'hola')).toStrictEqual({ type: 'toast', kind: 'info', message: 'hola' });
    expect(toast('warning', 'hola', 4000)).toStrictEqual({
      type: 'toast',
      kind: 'warning',
      message: 'hola',
      durationMs: 4000,
    });
    expect(navigate('/login')).toStrictEqual({ type: 'navigate', to: '/login' });
  });

  it('the memory storage reads, writes, removes, dumps and clears', () => {
    const s = createMemoryStorage({ a: '1' });
    expect(s.getItem('a')).toBe('1');
    expect(s.getItem('b')).toBeNull();
    s.setItem('b', 2 as never);
    expect(s.dump()).toEqual({ a: '1', b: '2' });
    s.removeItem('a');
    expect(s.dump()).toEqual({ b: '2' });
    s.clear();
    expect(s.dump()).toEqual({});
    expect(createMemoryStorage().dump()).toEqual({});
  });

  it('the refresh notices name the product and the units left, singular and plural', () => {
    expect(MESSAGES.productGone('Blusa')).toBe('«Blusa» ya no está disponible y se quitó de tu carrito.');
    expect(MESSAGES.stockLowered('Blusa', 1)).toBe(
      'Solo quedan 1 unidad de «Blusa»; ajustamos la cantidad en tu carrito.',
    );
    expect(MESSAGES.stockLowered('Blusa', 3)).toBe(
      'Solo quedan 3 unidades de «Blusa»; ajustamos la cantidad en tu carrito.',
    );
    expect(MESSAGES.signupStatus(409)).toBe('Error: 409');
  });
});
