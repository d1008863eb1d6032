/**
 * 'Hasta N meses sin intereses' under the price: the longest plan the price reaches, only where the
 * server says the store takes them; nothing below the first plan, nor without Stripe.
 */
import { describe, expect, it } from 'vitest';
import { S } from '../../../copy/storefront';
import { domRoot } from '../../testing/dom-root';
import { InstallmentsLine } from './InstallmentsLine';

const { draw, host } = domRoot();

describe('meses sin intereses on a product page', () => {
  it('names the longest plan the price reaches where the store takes them', () => {
    draw(<InstallmentsLine product={{ price: 129_900, installments: true }} />);
    expect(host().textContent).toBe(S.product.installments(12));
    expect(host().textContent).toBe('Hasta 12 meses sin intereses');
    draw(<InstallmentsLine product={{ price: 65_000, installments: true }} />);
    expect(host().textContent).toBe('Hasta 6 meses sin intereses');
  });

  it('says nothing below $300, nor where the store does not take them (the test checkout, an old saved product)', () => {
    draw(<InstallmentsLine product={{ price: 29_999, installments: true }} />);
    expect(host().innerHTML).toBe('');
    draw(<InstallmentsLine product={{ price: 129_900, installments: false }} />);
    expect(host().innerHTML).toBe('');
    draw(<InstallmentsLine product={{ price: 129_900 }} />);
    expect(host().innerHTML).toBe('');
  });
});
