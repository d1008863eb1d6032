import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { User } from '../../../contract/auth';
import { formatMoney } from '../../../contract/money';
import { orderPath } from '../../../contract/paths';
import { A } from '../../../copy/account';
import { type Bill, getMyOrders } from '../../api/bills';
import { formatOrderDate, isShipped, statusLabel, statusTone, trackingUrl } from '../../domain/orders/format';
import { TestPaymentBadge } from '../../domain/orders/TestPaymentBadge';
import { whatsappLink } from '../../domain/store/store-info';
import { withToken } from '../../runtime/auth-session';
import { showToast } from '../../runtime/toasts';
import { skeleton, visuallyHidden } from '../../styles/utils.css';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { badgeRow } from '../../ui/badge.css';
import { button } from '../../ui/button.css';
import * as css from './account.css';

type OrdersState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; bills: Bill[] };

/** Compras: the shopper's orders, newest first. */
export function OrdersList({ user }: { user: User }) {
  const [state, setState] = useState<OrdersState>({ status: 'loading' });
  const load = useCallback((signal?: AbortSignal) => {
    setState({ status: 'loading' });
    withToken((token, u) => getMyOrders(token, u.ecommerce_user_id, signal)).then(
      (bills) => {
        if (!signal?.aborted) setState({ status: 'loaded', bills });
      },
      () => {
        if (signal?.aborted) return;
        setState({ status: 'failed' });
        void showToast({ kind: 'error', message: A.orders.failed, durationMs: 1000 });
      },
    );
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return (
    <section aria-labelledby="orders-heading" aria-busy={state.status === 'loading'}>
      <div className={css.sectionHeader}>
        <h2 id="orders-heading" className={css.h2}>
          {A.orders.heading}
        </h2>
      </div>
      {state.status === 'loading' ? (
        <div>
          <p className={css.muted} role="status">
            {A.orders.loading}
          </p>
          <div className={`${skeleton} ${css.skeletonRow}`} />
          <div className={`${skeleton} ${css.skeletonRow}`} />
        </div>
      ) : state.status === 'failed' ? (
        <div className={css.card}>
          <p role="alert">{A.orders.failed}</p>
          <Button variant="secondary" onClick={() => load()}>
            {A.orders.retry}
          </Button>
        </div>
      ) : state.bills.length === 0 ? (
        <div className={css.card}>
          <p className={css.orderTitle}>{A.orders.empty}</p>
          <p className={css.muted}>{A.orders.emptyHint}</p>
        </div>
      ) : (
        <ul className={css.orderList}>
          {state.bills.map((bill) => (
            <OrderItem key={bill.bill_id} bill={bill} user={user} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderItem({ bill, user }: { bill: Bill; user: User }) {
  const help = whatsappLink(A.orders.whatsappText(user.name, user.ecommerce_user_id, bill.bill_id));
  const tracking = bill.shipping_tracking_number;
  const titleId = `order-${bill.bill_id}`;
  return (
    <li className={css.order} aria-labelledby={titleId}>
      <div className={css.orderHead}>
        <h3 id={titleId} className={css.orderTitle}>
          {A.orders.folio} #{bill.bill_id}
        </h3>
        <span className={badgeRow}>
          <TestPaymentBadge provider={bill.payment_provider} />
          <Badge tone={statusTone(bill.shipping_status)}>{statusLabel(bill.shipping_status)}</Badge>
        </span>
      </div>
      <dl className={css.orderFacts}>
        <div>
          <dt className={css.dt}>{A.orders.date}</dt>
          <dd className={css.dd}>{formatOrderDate(bill.created_at)}</dd>
        </div>
        <div>
          <dt className={css.dt}>{A.orders.total}</dt>
          <dd className={css.dd}>{formatMoney(bill.total_amount)}</dd>
        </div>
        <div>
          <dt className={css.dt}>{A.orders.tracking}</dt>
          <dd className={css.dd}>{bill.shipping_tracking_number ?? A.orders.pending}</dd>
        </div>
      </dl>
      <div className={css.buttons}>
        <Link href={orderPath(bill.bill_id)} className={button.dark}>
          {A.orders.details}
          <span className={visuallyHidden}>{` ${A.orders.folio} ${bill.bill_id}`}</span>
        </Link>
        {/* 'enviado' shows the button; until FedEx's number is in ('Pendiente'), it asks the shop for it. */}
        {isShipped(bill.shipping_status) ? (
          <a
            href={
              tracking
                ? trackingUrl(tracking)
                : whatsappLink(A.orders.trackingText(user.name, user.ecommerce_user_id, bill.bill_id))
            }
            target="_blank"
            rel="noopener noreferrer"
            className={button.primary}
          >
            {A.orders.track}
            <span className={visuallyHidden}>{`${tracking ? '' : A.orders.trackPending} ${A.newTab}`}</span>
          </a>
        ) : null}
        <a href={help} target="_blank" rel="noopener noreferrer" className={button.ghost}>
          {A.orders.help}
          <span className={visuallyHidden}>{` ${A.newTab}`}</span>
        </a>
      </div>
    </li>
  );
}
