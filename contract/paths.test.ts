import { describe, expect, it } from 'vitest';
import {
  adminOrderPath,
  adminProductPath,
  cancelPath,
  departmentInGroupPath,
  GUEST_TO_PAY,
  guestPath,
  ID_TEXT,
  idFromText,
  isBackOfficePath,
  LOGIN_TO_PAY,
  listFirstPagePath,
  listPath,
  loginPath,
  orderPath,
  PATH,
  productPath,
  returnPath,
  searchPath,
  signupPath,
  successPath,
} from './paths';

describe('the storefront addresses', () => {
  it('a record id in an address: one to nine digits, never zero', () => {
    expect(idFromText('1')).toBe(1);
    expect(idFromText('12')).toBe(12);
    expect(idFromText('000000007')).toBe(7);
    expect(idFromText('999999999')).toBe(999_999_999);
    for (const text of [
      '0',
      '000',
      '1234567890',
      '-1',
      '1.5',
      '1e3',
      ' 12',
      '12 ',
      '0x1f',
      'abc',
      '',
      null,
      undefined,
    ]) {
      expect(idFromText(text), String(text)).toBeNull();
    }
    expect(ID_TEXT.test('123456789')).toBe(true);
    expect(ID_TEXT.test('a123')).toBe(false);
    expect(ID_TEXT.test('123a')).toBe(false);
  });

  it('a list: its title encoded, its page, its query', () => {
    expect(listPath('Joyería', 2, '?sort=asc')).toBe('/products/Joyer%C3%ADa/2?sort=asc');
    expect(listPath('all')).toBe('/products/all/1');
    expect(listFirstPagePath('Joyería')).toBe('/products/Joyer%C3%ADa');
    expect(departmentInGroupPath('Ropa', 8)).toBe('/products/Ropa/1?categories=8');
    expect(PATH.allProducts).toBe('/products/all/1');
    expect(PATH.bareProducts).toBe('/products/1');
    expect(PATH.discounts).toBe('/products/all/1?discount=true');
  });

  it('a search: the text trimmed and encoded', () => {
    expect(searchPath(' a/b ')).toBe('/products/all/1?name=a%2Fb');
    expect(searchPath('  blusa roja & más ')).toBe('/products/all/1?name=blusa%20roja%20%26%20m%C3%A1s');
  });

  it('a product, an order, and the hosted checkout’s return addresses', () => {
    expect(productPath(12)).toBe('/product/12');
    expect(orderPath(7)).toBe('/BuyDetails/7');
    expect(adminProductPath(12)).toBe('/admin/productos/12');
    expect(adminOrderPath(7)).toBe('/admin/pedidos/7');
    expect(successPath('cs_1')).toBe('/success/cs_1');
    expect(cancelPath('cs_1')).toBe('/cancel/?session_id=cs_1');
    expect(PATH.orders).toBe('/profile#orders');
  });

  it('the back office is /admin and every address below it, and nothing else', () => {
    for (const path of ['/admin', '/admin/', '/admin/productos/12', adminOrderPath(7)])
      expect(isBackOfficePath(path), path).toBe(true);
    for (const path of ['/', '/administracion', '/products/admin', '/products/all/admin/', '/profile'])
      expect(isBackOfficePath(path), path).toBe(false);
  });

  it('after signing in, only one of the store’s own paths is returned to', () => {
    for (const path of [
      '/payment',
      '/BuyDetails/7',
      '/profile#orders',
      '/products/all/1?name=vestido',
      '/',
      `/${'a'.repeat(500)}`,
    ])
      expect(returnPath(path), path).toBe(path);
    for (const path of [
      null,
      undefined,
      '',
      'payment',
      'https://evil.mx/payment',
      '//evil.mx',
      '/\\evil.mx',
      '/pay ment',
      ' /payment',
      `/${'a'.repeat(501)}`,
      '/login',
      '/login?next=/payment',
      '/signup#x',
      '/comprar-sin-cuenta?next=/payment',
    ])
      expect(returnPath(path), String(path)).toBeNull();
    expect(returnPath('/login-help')).toBe('/login-help');
  });

  it('the login and sign-up pages carry where to return, and drop what is not the store’s', () => {
    expect(loginPath('/payment')).toBe('/login?next=%2Fpayment');
    expect(LOGIN_TO_PAY).toBe('/login?next=%2Fpayment');
    expect(signupPath('/BuyDetails/7?a=1')).toBe('/signup?next=%2FBuyDetails%2F7%3Fa%3D1');
    expect(loginPath()).toBe('/login');
    expect(loginPath(null)).toBe('/login');
    expect(loginPath('//evil.mx')).toBe('/login');
    expect(signupPath('https://evil.mx')).toBe('/signup');
    // 'Comprar sin cuenta' from the cart returns to paying as the login does.
    expect(GUEST_TO_PAY).toBe('/comprar-sin-cuenta?next=%2Fpayment');
    expect(guestPath('//evil.mx')).toBe('/comprar-sin-cuenta');
  });
});
