import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../../contract/money';
import { S } from '../../../copy/storefront';
import { useCartView } from '../../domain/cart/use-cart';
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
    if (lines.length === 0 && before.length > 0)
      what = before.length > 1 ? S.cart.announceCleared : S.cart.announceRemoved(before[0]?.name ?? '');
    else {
      const added = lines.find((l) => (before.find((b) => b.product_id === l.product_id)?.quantity ?? 0) < l.quantity);
      const removed = before.find((b) => !lines.some((l) => l.product_id === b.product_id));
      if (added) what = S.cart.announceAdded(added.name);
      else if (removed) what = S.cart.announceRemoved(removed.name);
    }
    setMessage(`${what} ${S.cart.announceCount(lines.length, total)}`.trim());
  }, [lines, pricing.totalCents]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden}>
      {message}
    </div>
  );
}
