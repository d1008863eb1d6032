import { useEffect, useId, useRef } from 'react';
import type { User } from '../../../contract/auth';
import { STORE_ADDRESS } from '../../../contract/checkout';
import { addressForForm } from '../../../contract/mexican-address';
import { formatDiscount, formatMoney } from '../../../contract/money';
import { PATH } from '../../../contract/paths';
import type { AddressFields } from '../../../contract/user';
import { ADDRESS } from '../../../copy/address';
import { C } from '../../../copy/checkout';
import { MESSAGES } from '../../../copy/notices';
import { SIZE } from '../../../copy/storefront';
import type { CartLine } from '../../../machines/cart/cart-machine';
import { pricingHint } from '../../../machines/cart/pricing';
import { type Delivery, hasCompleteAddress, profileAddress } from '../../../machines/checkout/checkout-machine';
import * as select from '../../../machines/checkout/selectors';
import { AddressForm } from '../../domain/address/AddressForm';
import { AddressLines } from '../../domain/address/AddressLines';
import { useCartView } from '../../domain/cart/use-cart';
import { LegalNotice, PricesIncludeTax } from '../../domain/legal/LegalNotice';
import { visuallyHidden } from '../../styles/utils.css';
import { Button, ButtonLink } from '../../ui/Button';
import { ChoiceCards } from '../../ui/ChoiceCards';
import * as css from './checkout.css';
import { MapEmbed } from './MapEmbed';
import { useStripeSignals } from './stripe-signals';
import { useCheckout } from './use-checkout';

const P = C.payment;

/** /payment: the delivery choice with the address gating, totals from the one pricing rule, continue to the hosted checkout. */
export function PaymentView({ user, lines }: { user: User; lines: CartLine[] }) {
  const { actor, snapshot } = useCheckout(user, lines);
  useStripeSignals();
  const headingId = useId();
  const ctx = snapshot.context;
  const send = actor.send;
  // Every rule below is the machine's, read through its selectors (machines/checkout/selectors.ts).
  const option = select.deliveryOption(snapshot);
  const totals = select.checkoutTotals(snapshot);
  // The cart machine's pricing tier: the payment page shows the cart, whose lines it mirrors.
  const hint = pricingHint(useCartView().tier);
  const priceText = select.isShippingLoading(snapshot)
    ? P.shippingLoading
    : ctx.shippingCents === null
      ? P.shippingFailed
      : ctx.shippingCents === 0
        ? P.free
        : formatMoney(ctx.shippingCents);
  const homeReady = select.isHomeReady(snapshot);
  const homeSaving = select.isSavingProfileAddress(snapshot);
  const otherSaved = select.isOtherAddressSaved(snapshot);
  const canChange = select.canChangeDelivery(snapshot);
  const submitting = select.isSubmitting(snapshot);
  const redirecting = select.isRedirecting(snapshot);
  // What the open address form holds: 'Continuar al pago' submits it (the machine names what is missing).
  const typedAddress = useRef<AddressFields | null>(null);
  const formOpen = (option === 'home' && !homeReady) || (option === 'other' && !otherSaved);
  const addressAlert = Object.keys(ctx.addressErrors).length > 0 ? MESSAGES.missingShippingInfo : null;
  const profile = profileAddress(ctx.user);

  // When saving or Editar swaps the form for the read-only address (or back), the focused control
  // disappears: focus moves to what replaced it instead of falling to <body>.
  const addressPanel = useRef<HTMLDivElement>(null);
  const panelKey = `${option}:${homeReady}:${otherSaved}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the panel's content changes, which panelKey names
  useEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    addressPanel.current?.querySelector<HTMLElement>('[data-focus-target], input, button')?.focus();
  }, [panelKey]);

  const mapAddress = select.deliveryAddressLine(snapshot);

  if (redirecting) {
    // The machine is done: the browser is on its way to the hosted checkout.
    return (
      <p role="status" className={css.lead}>
        {P.redirecting}
      </p>
    );
  }

  return (
    <div className={css.layout}>
      <section aria-labelledby={headingId} className={css.panel}>
        <h2 id={headingId} className={css.h2}>
          {P.deliveryHeading}
        </h2>
        <ChoiceCards<Delivery>
          labelledBy={headingId}
          value={option ?? 'home'}
          disabled={!canChange}
          onValueChange={(option) => send({ type: 'checkout.delivery.select', option })}
          options={[
            { value: 'home', title: P.home, hint: P.homeHint(priceText) },
            { value: 'pickup', title: P.pickup, hint: P.pickupHint(STORE_ADDRESS.line1) },
            { value: 'other', title: P.other, hint: P.otherHint(priceText) },
          ]}
        />

        <div ref={addressPanel} className={css.panel} style={{ padding: 0, border: 0 }}>
          <h3 className={css.h3}>{P.addressHeading}</h3>
          {option === 'home' ? (
            homeReady && profile ? (
              <div className={css.addressBox} tabIndex={-1} data-focus-target="">
                <AddressLines address={profile} className={css.addressText} />
                <p className={css.note}>{P.carrier}</p>
                <div>
                  <Button
                    variant="secondary"
                    disabled={!canChange}
                    onClick={() => send({ type: 'checkout.address.edit' })}
                  >
                    {P.changeAddress}
                  </Button>
                </div>
              </div>
            ) : (
              <>
                {hasCompleteAddress(ctx.user) ? null : (
                  <p className={css.notice}>{ctx.user.shipping_address_line1 ? ADDRESS.incompleteOld : P.incomplete}</p>
                )}
                <p className={css.note}>{P.carrier}</p>
                <AddressForm
                  initial={addressForForm(ctx.user, ctx.user)}
                  busy={homeSaving}
                  section="home"
                  submitLabel={homeSaving ? P.savingAddress : P.saveAddress}
                  errors={ctx.addressErrors}
                  alert={addressAlert}
                  valuesRef={typedAddress}
                  extra={
                    hasCompleteAddress(ctx.user) ? (
                      <Button variant="secondary" onClick={() => send({ type: 'checkout.address.cancel' })}>
                        {P.cancelChange}
                      </Button>
                    ) : null
                  }
                  onSubmit={(address) => send({ type: 'checkout.address.submit', address })}
                />
              </>
            )
          ) : null}
          {option === 'pickup' ? (
            <div className={css.addressBox}>
              <p className={css.addressText}>{STORE_ADDRESS.oneLine}</p>
              <p className={css.note}>{P.pickupCarrier}</p>
            </div>
          ) : null}
          {option === 'other' ? (
            otherSaved && ctx.otherAddress ? (
              <div className={css.addressBox}>
                <AddressLines address={ctx.otherAddress} className={css.addressText} />
                <p className={css.note}>{P.carrier}</p>
                <div>
                  <Button
                    variant="secondary"
                    disabled={!canChange}
                    onClick={() => send({ type: 'checkout.address.edit' })}
                  >
                    {P.edit}
                  </Button>
                </div>
              </div>
            ) : (
              <>
                <p className={css.note}>{P.otherIntro}</p>
                <p className={css.note}>{P.carrier}</p>
                <AddressForm
                  initial={addressForForm(ctx.otherAddress, ctx.user)}
                  section="other"
                  submitLabel={P.saveAddress}
                  errors={ctx.addressErrors}
                  alert={addressAlert}
                  valuesRef={typedAddress}
                  extra={
                    ctx.otherAddress ? (
                      <Button variant="secondary" onClick={() => send({ type: 'checkout.address.cancel' })}>
                        {P.cancelChange}
                      </Button>
                    ) : null
                  }
                  onSubmit={(address) => send({ type: 'checkout.address.submit', address })}
                />
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
          {totals.lines.map(({ line, struckCents, chargedCents }) => (
            <li key={`${line.product_id}:${line.size}`} className={css.line}>
              <span className={css.lineName}>
                {line.name}
                {line.size === null ? null : ` · ${SIZE.label(line.size)}`} × {line.quantity}
              </span>
              <span>
                {struckCents ? <s className={css.strike}>{formatMoney(struckCents)}</s> : null}
                {formatMoney(chargedCents)}
              </span>
            </li>
          ))}
        </ul>
        {hint ? <p className={css.hint}>{hint}</p> : null}
        <dl className={css.totals}>
          <div className={css.row}>
            <dt>{P.subtotal}</dt>
            <dd>{formatMoney(totals.subtotalCents)}</dd>
          </div>
          <div className={css.row}>
            <dt>{P.discount}</dt>
            <dd className={totals.discountCents > 0 ? css.discount : undefined}>
              {formatDiscount(totals.discountCents)}
            </dd>
          </div>
          <div className={css.row}>
            <dt>{totals.shipsToShop ? P.shipping : `${P.shipping} (FedEx)`}</dt>
            <dd>{totals.shippingCents === 0 ? P.free : priceText}</dd>
          </div>
          <div className={css.grand}>
            <dt>{P.total}</dt>
            <dd>{formatMoney(totals.grandTotalCents)}</dd>
          </div>
        </dl>
        <PricesIncludeTax />
        {select.isShippingFailed(snapshot) && totals.shippingCents === null ? (
          <Button variant="secondary" onClick={() => send({ type: 'checkout.shipping.retry' })}>
            {P.retryShipping}
          </Button>
        ) : null}
        {!select.isDeliveryReady(snapshot) ? <p className={css.note}>{P.needsAddress}</p> : null}
        <Button
          block
          disabled={submitting}
          aria-describedby={`${headingId}-secure`}
          onClick={() =>
            send(
              formOpen && typedAddress.current
                ? { type: 'checkout.continue', address: typedAddress.current }
                : { type: 'checkout.continue' },
            )
          }
        >
          {submitting ? P.submitting : P.continue}
        </Button>
        <p id={`${headingId}-secure`} className={css.note}>
          {P.secure}
        </p>
        <LegalNotice where="checkout" />
      </section>
    </div>
  );
}

export function EmptyPayment() {
  return (
    <div className={css.centered}>
      <p className={css.h2}>{P.emptyTitle}</p>
      <p className={css.lead}>{P.emptyText}</p>
      <ButtonLink href={PATH.allProducts}>{P.browse}</ButtonLink>
    </div>
  );
}
