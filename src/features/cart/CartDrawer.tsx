import { Link } from 'wouter';
import { formatDiscount, formatMoney } from '../../../contract/money';
import { GUEST_TO_PAY, productPath } from '../../../contract/paths';
import { productImageUrl } from '../../../contract/product-urls';
import { S } from '../../../copy/storefront';
import { type PricedLine, pricingHint } from '../../../machines/cart/pricing';
import { isSoldOut, lineCount } from '../../../machines/cart/selectors';
import { type CartLine, cartCommands, useCartView } from '../../domain/cart/use-cart';
import { PricesIncludeTax } from '../../domain/legal/LegalNotice';
import { useAuthStatus } from '../../runtime/auth-session';
import { visuallyHidden } from '../../styles/utils.css';
import { Button, ButtonLink, IconButton } from '../../ui/Button';
import { Drawer } from '../../ui/Drawer';
import { Icon } from '../../ui/Icon';
import * as css from './cart.css';
import { useCartPricing } from './use-cart-pricing';

/** The cart drawer: a modal dialog from the cart icon; focus returns to the icon on close. */
export default function CartDrawer() {
  const { open, lines, tier, checkingPay, adding } = useCartView();
  // The machine takes no customer's pay while a pay or an add is checked with the server.
  const payBusy = checkingPay || adding;
  const pricing = useCartPricing(lines);
  const hint = pricingHint(tier);
  const empty = lineCount({ lines }) === 0;
  const close = () => cartCommands.setOpen(false);
  // A visitor may pay without an account: 'Comprar sin cuenta', beside PAGAR (which goes to the login).
  const visitor = useAuthStatus() === 'visitor';

  const footer = empty ? null : (
    <>
      {hint ? <p className={css.hint}>{hint}</p> : null}
      <dl className={css.totals}>
        <dt>{S.cart.subtotal}</dt>
        <dd>{formatMoney(pricing.subtotalCents)}</dd>
        {pricing.discountCents > 0 ? (
          <>
            <dt>{S.cart.discount}</dt>
            <dd className={css.discountValue}>{formatDiscount(pricing.discountCents)}</dd>
          </>
        ) : null}
        <dt className={css.totalRow}>{S.cart.total}</dt>
        <dd className={css.totalRow}>{formatMoney(pricing.totalCents)}</dd>
      </dl>
      <PricesIncludeTax />
      <div className={css.actions}>
        {/* While a pay or an add is checked with the server, a press would do nothing: say it is busy. */}
        <Button block disabled={payBusy} aria-busy={payBusy} onClick={() => cartCommands.pay()}>
          {S.cart.pay}
        </Button>
        {visitor ? (
          <ButtonLink href={GUEST_TO_PAY} variant="secondary" block onClick={close}>
            {S.cart.guest}
          </ButtonLink>
        ) : null}
        <Button block variant="ghost" onClick={() => cartCommands.clear()}>
          <Icon name="trash" size={18} />
          {S.cart.clear}
        </Button>
      </div>
    </>
  );

  return (
    <Drawer
      open={open}
      onOpenChange={(o) => cartCommands.setOpen(o)}
      title={empty ? S.cart.emptyTitle : S.cart.title}
      closeLabel={S.cart.close}
      footer={footer}
    >
      {empty ? (
        <div className={css.empty}>
          <Icon name="cart" size={48} />
          <p>{S.cart.emptyHint}</p>
          <Button variant="secondary" onClick={close}>
            {S.cart.keepShopping}
          </Button>
        </div>
      ) : (
        <ul className={css.lines}>
          {pricing.lines.map((priced) => (
            <CartLineRow key={`${priced.line.product_id}:${priced.line.size}`} priced={priced} onNavigate={close} />
          ))}
        </ul>
      )}
    </Drawer>
  );
}

function CartLineRow({ priced, onNavigate }: { priced: PricedLine<CartLine>; onNavigate: () => void }) {
  const { line } = priced;
  return (
    <li className={css.line}>
      <img className={css.thumb} src={productImageUrl(line.image, 320)} width={72} height={90} alt="" loading="lazy" />
      <div className={css.lineBody}>
        <Link href={productPath(line.product_id)} className={css.lineName} onClick={onNavigate}>
          {line.name}
        </Link>
        {line.size === null ? null : <span className={css.lineMeta}>{S.size.label(line.size)}</span>}
        <span className={css.lineMeta}>{S.cart.quantity(line.quantity)}</span>
        {isSoldOut(line) ? <span className={css.soldOut}>{S.cart.soldOut}</span> : null}
        <LinePrice priced={priced} />
      </div>
      <IconButton
        label={S.cart.remove(line.name, line.size)}
        onClick={() => cartCommands.remove(line.product_id, line.size)}
      >
        <Icon name="trash" size={20} />
      </IconButton>
    </li>
  );
}

function LinePrice({ priced }: { priced: PricedLine }) {
  if (priced.halvedUnitCents !== null) {
    return (
      <p className={css.linePrice}>
        <s className={css.struck}>
          <span className={visuallyHidden}>{S.product.originalPrice}: </span>
          {formatMoney(priced.unitCents)}
        </s>
        <span className={css.charged}>{formatMoney(priced.halvedUnitCents)} c/u</span>
      </p>
    );
  }
  if (priced.struckCents !== null) {
    return (
      <p className={css.linePrice}>
        <s className={css.struck}>
          <span className={visuallyHidden}>{S.product.originalPrice}: </span>
          {formatMoney(priced.struckCents)}
        </s>
        {priced.chargedCents === 0 ? (
          <span className={css.free}>{S.cart.free}</span>
        ) : (
          <span className={css.charged}>{formatMoney(priced.chargedCents)}</span>
        )}
      </p>
    );
  }
  return (
    <p className={css.linePrice}>
      <span className={css.charged}>{formatMoney(priced.chargedCents)}</span>
    </p>
  );
}
