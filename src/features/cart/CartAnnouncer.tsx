import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../../contract/money';
import { S } from '../../../copy/storefront';
import { type CartLine, useCartView } from '../../domain/cart/use-cart';
import { visuallyHidden } from '../../styles/utils.css';
import { useCartPricing } from './use-cart-pricing';

/** A polite live region that tells screen-reader users what changed in the cart. */
export function CartAnnouncer() {
  const { lines } = useCartView();
  const pricing = useCartPricing(lines);
  const [message, setMessage] = useState('');
  const previous = useRef(lines);

  useEffect(() => {
    const before = previous.current;
    previous.current = lines;
    if (before === lines) return;
    const total = formatMoney(pricing.totalCents);
    let what = '';
    // A line is a product in one size: each is told apart, and named, with its size.
    const sameLine = (a: CartLine) => (b: CartLine) => a.product_id === b.product_id && a.size === b.size;
    const nameOf = (l: CartLine) => S.size.lineName(l.name, l.size);
    const first = before[0];
    if (lines.length === 0 && first)
      what = before.length > 1 ? S.cart.announceCleared : S.cart.announceRemoved(nameOf(first));
    else {
      const added = lines.find((l) => (before.find(sameLine(l))?.quantity ?? 0) < l.quantity);
      const removed = before.find((b) => !lines.some(sameLine(b)));
      if (added) what = S.cart.announceAdded(nameOf(added));
      else if (removed) what = S.cart.announceRemoved(nameOf(removed));
    }
    setMessage(`${what} ${S.cart.announceCount(lines.length, total)}`.trim());
  }, [lines, pricing.totalCents]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden}>
      {message}
    </div>
  );
}
