import { useEffect, useId, useRef } from 'react';
import { Link } from 'wouter';
import type { User } from '../../../contract/auth';
import { STORE_ADDRESS } from '../../../contract/checkout';
import type { CartLine } from '../../../machines/cart/cart-machine';
import { addressLine, checkoutTotals, hasCompleteAddress, type DeliveryOption } from '../../../machines/checkout/checkout-machine';
import { formatMXN } from '../../app/money';
import { Button, ButtonLink } from '../../ui/Button';
import { ChoiceCards } from '../../ui/ChoiceCards';
import { visuallyHidden } from '../../styles/utils.css';
import { AddressForm } from '../account/AddressForm';
import * as accountCss from '../account/account.css';
import { MapEmbed } from './MapEmbed';
import { C } from './strings';
import { useCheckout } from './use-checkout';
import { useStripeSignals } from './stripe-signals';
import * as css from './checkout.css';

const P = C.payment;
const storeLine = `${STORE_ADDRESS.line1}, ${STORE_ADDRESS.city}, ${STORE_ADDRESS.state}, C.P. ${STORE_ADDRESS.postal_code}`;

/** /payment: delivery a/b/c with the address gating, totals from the one pricing rule, continue to the hosted checkout. */
export function PaymentView({ user, lines }: { user: User; lines: CartLine[] }) {
  const { actor, snapshot } = useCheckout(user, lines);
  useStripeSignals();
  const headingId = useId();
  const ctx = snapshot.context;
  const totals = checkoutTotals(ctx);
  const send = actor.send;

  const shippingLoading = snapshot.matches({ shipping: 'loading' });
  const shippingFailed = snapshot.matches({ shipping: 'failed' });
  const priceText = shippingLoading ? P.shippingLoading : ctx.shippingCents === null ? P.shippingFailed : ctx.shippingCents === 0 ? P.free : formatMXN(ctx.shippingCents);

  const homeReady = snapshot.matches({ delivery: { home: 'ready' } });
  const homeSaving = snapshot.matches({ delivery: { home: 'saving' } });
  const otherSaved = snapshot.matches({ delivery: { other: 'saved' } });
  const pickup = snapshot.matches({ delivery: 'pickup' });
  const deliveryReady = homeReady || otherSaved || pickup;
  const submitting = snapshot.matches({ payment: 'submitting' });
  const redirecting = snapshot.matches({ payment: 'redirecting' });

  const profile = ctx.user;
  const homeAddress = profile && hasCompleteAddress(profile) ? addressLine({ shipping_state: profile.shipping_state!, shipping_city: profile.shipping_city!, shipping_address_line1: profile.shipping_address_line1!, shipping_zipcode: profile.shipping_zipcode! }) : null;
  // When saving or Editar swaps the form for the read-only address (or back), the focused control
  // disappears: focus moves to what replaced it instead of falling to <body>.
  const addressPanel = useRef<HTMLDivElement>(null);
  const panelKey = `${ctx.delivery}:${homeReady}:${otherSaved}`;
  useEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    addressPanel.current?.querySelector<HTMLElement>('[data-focus-target], input, button')?.focus();
  }, [panelKey]);

  const mapAddress = ctx.delivery === 'b' ? storeLine : ctx.delivery === 'a' ? (homeReady ? homeAddress : null) : otherSaved && ctx.otherAddress ? addressLine(ctx.otherAddress) : null;

  return (
    <div className={css.layout}>
      <section aria-labelledby={headingId} className={css.panel}>
        <h2 id={headingId} className={css.h2}>
          {P.deliveryHeading}
        </h2>
        <ChoiceCards<DeliveryOption>
          labelledBy={headingId}
          value={ctx.delivery}
          onValueChange={(option) => send({ type: 'checkout.delivery.select', option })}
          options={[
            { value: 'a', title: P.home, hint: P.homeHint(priceText) },
            { value: 'b', title: P.pickup, hint: P.pickupHint(STORE_ADDRESS.line1) },
            { value: 'c', title: P.other, hint: P.otherHint(priceText) },
          ]}
        />

        <div ref={addressPanel} className={css.panel} style={{ padding: 0, border: 0 }}>
          <h3 className={css.h3}>{P.addressHeading}</h3>
          {ctx.delivery === 'a' ? (
            homeReady ? (
              <div className={css.addressBox} tabIndex={-1} data-focus-target="">
                <p className={css.addressText}>{homeAddress}</p>
                <p className={css.note}>{P.carrier}</p>
                <p className={css.note}>
                  {P.editProfileAddress}{' '}
                  <Link href="/profile" className={accountCss.link}>
                    {P.profileLink}
                  </Link>
                  .
                </p>
              </div>
            ) : (
              <>
                <p className={css.notice}>{P.incomplete}</p>
                <p className={css.note}>{P.carrier}</p>
                <AddressForm initial={profile} busy={homeSaving} section="home" submitLabel={homeSaving ? P.savingAddress : P.saveAddress} onSubmit={(address) => send({ type: 'checkout.address.submit', address })} />
              </>
            )
          ) : null}
          {ctx.delivery === 'b' ? (
            <div className={css.addressBox}>
              <p className={css.addressText}>{STORE_ADDRESS.oneLine}</p>
              <p className={css.note}>{P.pickupCarrier}</p>
            </div>
          ) : null}
          {ctx.delivery === 'c' ? (
            otherSaved && ctx.otherAddress ? (
              <div className={css.addressBox}>
                <p className={css.addressText}>{addressLine(ctx.otherAddress)}</p>
                <p className={css.note}>{P.carrier}</p>
                <div>
                  <Button variant="secondary" onClick={() => send({ type: 'checkout.address.edit' })}>
                    {P.edit}
                  </Button>
                </div>
              </div>
            ) : (
              <>
                <p className={css.note}>{P.otherIntro}</p>
                <p className={css.note}>{P.carrier}</p>
                <AddressForm initial={ctx.otherAddress} section="other" submitLabel={P.saveAddress} onSubmit={(address) => send({ type: 'checkout.address.submit', address })} />
              </>
            )
          ) : null}
          {mapAddress ? <MapEmbed address={mapAddress} /> : null}
          <p role="status" className={visuallyHidden}>
            {homeReady || otherSaved ? P.addressReady : ''}
          </p>
        </div>
      </section>

      <section aria-labelledby={`${headingId}-sum`} className={`${css.panel} ${css.sticky}`}>
        <h2 id={`${headingId}-sum`} className={css.h2}>
          {P.summary}
        </h2>
        <ul className={css.lines}>
          {lines.map((l) => {
            const priced = totals.lines.find((p) => p.product_id === l.product_id);
            return (
              <li key={l.product_id} className={css.line}>
                <span className={css.lineName}>
                  {l.name} × {l.quantity}
                </span>
                <span>
                  {priced?.struckCents ? <s className={css.strike}>{formatMXN(priced.struckCents)}</s> : null}
                  {formatMXN(priced?.chargedCents ?? 0)}
                </span>
              </li>
            );
          })}
        </ul>
        {totals.hint ? <p className={css.hint}>{totals.hint}</p> : null}
        <dl className={css.totals}>
          <div className={css.row}>
            <dt>{P.subtotal}</dt>
            <dd>{formatMXN(totals.subtotalCents)}</dd>
          </div>
          <div className={css.row}>
            <dt>{P.discount}</dt>
            <dd className={totals.discountCents > 0 ? css.discount : undefined}>−{formatMXN(totals.discountCents)}</dd>
          </div>
          <div className={css.row}>
            <dt>{ctx.delivery === 'b' ? P.shipping : `${P.shipping} (FedEx)`}</dt>
            <dd>{ctx.delivery === 'b' ? P.free : priceText}</dd>
          </div>
          <div className={css.grand}>
            <dt>{P.total}</dt>
            <dd>{formatMXN(totals.grandTotalCents)}</dd>
          </div>
        </dl>
        {shippingFailed && ctx.delivery !== 'b' ? (
          <Button variant="secondary" onClick={() => send({ type: 'checkout.shipping.retry' })}>
            {P.retryShipping}
          </Button>
        ) : null}
        {!deliveryReady ? <p className={css.note}>{P.needsAddress}</p> : null}
        <Button block disabled={submitting || redirecting} aria-describedby={`${headingId}-secure`} onClick={() => send({ type: 'checkout.continue' })}>
          {redirecting ? P.redirecting : submitting ? P.submitting : P.continue}
        </Button>
        <p id={`${headingId}-secure`} className={css.note}>
          {P.secure}
        </p>
      </section>
    </div>
  );
}

export function EmptyPayment() {
  return (
    <div className={css.centered}>
      <p className={css.h2}>{P.emptyTitle}</p>
      <p className={css.lead}>{P.emptyText}</p>
      <ButtonLink href="/products/all/1">{P.browse}</ButtonLink>
    </div>
  );
}
