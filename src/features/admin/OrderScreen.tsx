import { useState } from 'react';
import type { FulfilmentRequest } from '../../../contract/admin-orders';
import { FulfilmentRequestSchema } from '../../../contract/admin-orders';
import { formatMoney } from '../../../contract/money';
import { privateHead } from '../../../contract/page-head';
import { ADMIN_PATH } from '../../../contract/paths';
import { productImageUrl } from '../../../contract/product-urls';
import { ADMIN } from '../../../copy/admin';
import { SIZE } from '../../../copy/storefront';
import { type AdminOrder, fulfilOrder, getAdminOrder } from '../../api/admin';
import { serverErrorText } from '../../api/bearer';
import { AddressLines } from '../../domain/address/AddressLines';
import { formatOrderDate, statusLabel, statusTone } from '../../domain/orders/format';
import { withToken } from '../../runtime/auth-session';
import { showToast } from '../../runtime/toasts';
import { usePageHead } from '../../runtime/use-page-head';
import { Badge } from '../../ui/Badge';
import { Button, ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { formatPhoneInternational } from '../../ui/PhoneField';
import { TextField } from '../../ui/TextField';
import * as css from './admin.css';
import { HistoryList } from './HistoryList';
import { Loaded } from './LoadFailed';
import { OrderMessages } from './OrderMessages';
import { OrderTotals } from './OrderTotals';
import { PackingSlip } from './PackingSlip';
import { RefundFacts } from './RefundFacts';
import { ReturnsPanel } from './ReturnsPanel';
import { useAdminLoad } from './use-admin-load';

const O = ADMIN.orders;

/** One order for the owner: what was charged, where it goes, who paid, and its fulfilment. */
export function OrderScreen({ id }: { id: number }) {
  usePageHead(privateHead(ADMIN.titles.order));
  const [round, setRound] = useState(0);
  const [state, reload] = useAdminLoad(`${id}:${round}`, (signal) =>
    withToken((token) => getAdminOrder(token, id, signal)),
  );
  return (
    <section aria-labelledby="order-heading">
      <div className={css.headerRow}>
        <h1 id="order-heading" className={css.heading}>
          {O.title(id)}
        </h1>
        <div className={`${css.actions} ${css.orderActions}`}>
          {state.status === 'loaded' ? (
            <Button variant="secondary" onClick={() => window.print()}>
              <Icon name="printer" size={20} /> {O.print}
            </Button>
          ) : null}
          <ButtonLink variant="ghost" href={ADMIN_PATH.orders}>
            {O.back}
          </ButtonLink>
        </div>
      </div>
      <Loaded state={state} retry={reload}>
        {(detail) => <OrderDetailView detail={detail} moved={() => setRound((r) => r + 1)} />}
      </Loaded>
    </section>
  );
}

function OrderDetailView({ detail, moved }: { detail: AdminOrder; moved: () => void }) {
  const { order, lines, history } = detail;
  return (
    <div className={css.editor}>
      <div className={css.side}>
        <div className={css.rowFacts}>
          <Badge tone={statusTone(order.shipping_status)}>{statusLabel(order.shipping_status)}</Badge>
          {order.payment_provider === 'test' ? <Badge tone="accent">{O.testBadge}</Badge> : null}
          <span>{formatOrderDate(order.created_at)}</span>
        </div>
        <dl className={css.facts}>
          <dt>{O.customer}</dt>
          <dd className={css.contact}>
            <span>{order.customer.name}</span>
            <a
              href={`tel:${order.customer.phone_number}`}
              aria-label={O.phoneLink(formatPhoneInternational(order.customer.phone_number))}
            >
              {formatPhoneInternational(order.customer.phone_number)}
            </a>
            <a href={`mailto:${order.customer.email}`} aria-label={O.emailLink(order.customer.email)}>
              {order.customer.email}
            </a>
          </dd>
          <dt>{O.delivery}</dt>
          <dd>{O.deliveries[order.delivery]}</dd>
          <dt>{O.address}</dt>
          <dd>
            {/* Field by field with its references and who receives it; an order from before has its line alone. */}
            {order.shipping_details ? <AddressLines address={order.shipping_details} /> : order.shipping_address}
          </dd>
          {order.shipping_tracking_number ? (
            <>
              <dt>{O.tracking}</dt>
              <dd>{order.shipping_tracking_number}</dd>
            </>
          ) : null}
          <dt>{O.payment}</dt>
          <dd>
            {O.paymentFacts(order.payment_provider, order.payment_id)}
            {order.shipping_last4 ? ` · ${O.card(order.shipping_last4)}` : ''}
          </dd>
          <RefundFacts status={order.refund_status} refundId={order.refund_id} />
        </dl>
        <section aria-labelledby="order-lines">
          <h2 id="order-lines" className={css.subheading}>
            {O.lines}
          </h2>
          <ul className={css.list}>
            {lines.map((l, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never reorder, and one product may stand on two lines
              <li key={`${l.product_id}-${i}`} className={css.orderLine}>
                <img className={css.thumb} src={productImageUrl(l.image, 320)} alt="" width={56} height={70} />
                <div>
                  <p className={css.rowTitle}>{l.name}</p>
                  <p className={css.muted}>
                    {l.size === null ? null : (
                      <>
                        <strong className={css.quantity}>{SIZE.label(l.size)}</strong> ·{' '}
                      </>
                    )}
                    {O.quantity}: <strong className={css.quantity}>{l.quantity}</strong> ·{' '}
                    {O.unitPrice(formatMoney(l.price))}
                  </p>
                </div>
                <strong className={css.lineMoney}>{formatMoney(l.charged)}</strong>
              </li>
            ))}
          </ul>
          <OrderTotals order={order} className={`${css.facts} ${css.totals} ${css.orderTotals}`} />
        </section>
      </div>
      <div className={css.side}>
        <Fulfilment detail={detail} moved={moved} />
        <ReturnsPanel billId={order.bill_id} provider={order.payment_provider} moved={moved} />
        <HistoryList entries={history} />
      </div>
      {/* Across both columns: its table's six columns fit neither. */}
      <OrderMessages billId={order.bill_id} onResent={moved} />
      <PackingSlip detail={detail} />
    </div>
  );
}

/** The moves the fulfilment statechart offers from here, and nothing else. */
function Fulfilment({ detail, moved }: { detail: AdminOrder; moved: () => void }) {
  const [tracking, setTracking] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const id = detail.order.bill_id;

  const send = async (request: FulfilmentRequest) => {
    const parsed = FulfilmentRequestSchema.safeParse(request);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? ADMIN.failed);
    setError(null);
    setBusy(true);
    try {
      await withToken((token) => fulfilOrder(token, id, parsed.data));
      setConfirming(false);
      void showToast({ kind: 'success', message: O.moved });
      moved();
    } catch (e) {
      void showToast({ kind: 'error', message: serverErrorText(e) ?? ADMIN.failed });
      moved();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="fulfilment-heading" className={css.card}>
      <h2 id="fulfilment-heading" className={css.subheading}>
        {O.fulfilment}
      </h2>
      {detail.moves.length === 0 ? <p className={css.muted}>{O.noMoves}</p> : null}
      {detail.moves.includes('ship') ? (
        <form
          className={css.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void send({ action: 'ship', tracking });
          }}
        >
          <TextField
            label={O.trackingNumber}
            value={tracking}
            onChange={setTracking}
            error={error}
            autoComplete="off"
            maxLength={40}
          />
          <div>
            <Button type="submit" disabled={busy}>
              {O.ship}
            </Button>
          </div>
        </form>
      ) : null}
      <div className={css.actions}>
        {detail.moves.includes('readyForPickup') ? (
          <Button disabled={busy} onClick={() => void send({ action: 'readyForPickup' })}>
            {O.readyForPickup}
          </Button>
        ) : null}
        {detail.moves.includes('deliver') ? (
          <Button disabled={busy} onClick={() => void send({ action: 'deliver' })}>
            {O.deliver}
          </Button>
        ) : null}
        {detail.moves.includes('correctTracking') && detail.order.shipping_tracking_number ? (
          <CorrectTracking id={id} current={detail.order.shipping_tracking_number} moved={moved} />
        ) : null}
        {detail.moves.includes('cancel') ? (
          <Modal
            open={confirming}
            onOpenChange={setConfirming}
            title={O.cancelTitle}
            description={O.cancelBody}
            trigger={
              <Button variant="secondary" disabled={busy}>
                {O.cancel}
              </Button>
            }
          >
            <div className={css.actions}>
              <Button disabled={busy} onClick={() => void send({ action: 'cancel' })}>
                {O.cancelConfirm}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {O.keep}
              </Button>
            </div>
          </Modal>
        ) : null}
      </div>
    </section>
  );
}

/** 'Corregir guía': a shipped order's FedEx number typed again, in a dialog; the history keeps both. */
function CorrectTracking({ id, current, moved }: { id: number; current: string; moved: () => void }) {
  const [open, setOpen] = useState(false);
  const [tracking, setTracking] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const parsed = FulfilmentRequestSchema.safeParse({ action: 'correctTracking', tracking });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? ADMIN.failed);
    setBusy(true);
    try {
      await withToken((token) => fulfilOrder(token, id, parsed.data));
      setOpen(false);
      void showToast({ kind: 'success', message: O.corrected });
      moved();
    } catch (e) {
      // the server's sentence belongs on the field: a number refused, or the one already recorded
      setError(serverErrorText(e) ?? ADMIN.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setTracking('');
        setError(null);
      }}
      title={O.correctTitle}
      description={O.correctBody(current)}
      trigger={<Button variant="secondary">{O.correctTracking}</Button>}
    >
      <form
        className={css.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <TextField
          label={O.correctField}
          value={tracking}
          onChange={setTracking}
          error={error}
          autoComplete="off"
          maxLength={40}
        />
        <div className={css.actions}>
          <Button type="submit" disabled={busy}>
            {O.correctSave}
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {O.keepTracking}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
