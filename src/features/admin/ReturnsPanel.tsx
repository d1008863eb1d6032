import { useState } from 'react';
import type { PaymentProviderName } from '../../../contract/bill';
import { formatMoney } from '../../../contract/money';
import { type ReturnStepRequest, ReturnStepRequestSchema } from '../../../contract/returns';
import { ADMIN } from '../../../copy/admin';
import { RETURN_COPY } from '../../../copy/returns';
import { SIZE } from '../../../copy/storefront';
import { serverErrorText } from '../../api/bearer';
import { getOrderReturns, type ReturnView, takeReturnStep } from '../../api/returns';
import { formatOrderDate } from '../../domain/orders/format';
import { RETURN_TONE } from '../../domain/orders/return-tone';
import { withToken } from '../../runtime/auth-session';
import { showToast } from '../../runtime/toasts';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import * as css from './admin.css';
import { useAdminLoad } from './use-admin-load';

const R = RETURN_COPY.owner;

/**
 * An order's returns for the owner, each with the steps the returns statechart takes from where it
 * stands (approve or refuse with a reason; received in the shop or by mail; refund), and nothing
 * else. After a step the order's history is read again (`moved`).
 */
export function ReturnsPanel({
  billId,
  provider,
  moved,
}: {
  billId: number;
  provider: PaymentProviderName;
  moved: () => void;
}) {
  const [round, setRound] = useState(0);
  const [state] = useAdminLoad(`returns:${billId}:${round}`, (signal) =>
    withToken((token) => getOrderReturns(token, billId, signal)),
  );
  if (state.status !== 'loaded') return null;
  const { returns } = state.data;
  return (
    <section aria-labelledby="returns-heading" className={css.card}>
      <h2 id="returns-heading" className={css.subheading}>
        {R.title}
      </h2>
      {returns.length === 0 ? <p className={css.muted}>{R.none}</p> : null}
      <ul className={css.list}>
        {returns.map((r) => (
          <ReturnSteps
            key={r.return_id}
            item={r}
            provider={provider}
            stepped={() => {
              setRound((n) => n + 1);
              moved();
            }}
          />
        ))}
      </ul>
    </section>
  );
}

function ReturnSteps({
  item,
  provider,
  stepped,
}: {
  item: ReturnView;
  provider: PaymentProviderName;
  stepped: () => void;
}) {
  const [refusing, setRefusing] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (request: ReturnStepRequest) => {
    const parsed = ReturnStepRequestSchema.safeParse(request);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? ADMIN.failed);
    setError(null);
    setBusy(true);
    try {
      await withToken((token) => takeReturnStep(token, item.return_id, parsed.data));
      setRefusing(false);
      void showToast({ kind: 'success', message: R.stepDone });
    } catch (e) {
      void showToast({ kind: 'error', message: serverErrorText(e) ?? ADMIN.failed });
    } finally {
      setBusy(false);
      stepped();
    }
  };
  const titleId = `return-${item.return_id}`;
  return (
    <li aria-labelledby={titleId} className={css.form} style={{ paddingBlock: 8 }}>
      <p id={titleId} className={css.rowTitle}>
        {RETURN_COPY.customer.returnTitle(item.return_id)}{' '}
        <Badge tone={RETURN_TONE[item.status]}>{RETURN_COPY.statuses[item.status]}</Badge>
      </p>
      <p className={css.muted}>{R.requestedOn(formatOrderDate(item.created_at))}</p>
      <ul className={css.list}>
        {item.lines.map((l) => (
          <li key={l.bill_line_id}>
            {l.quantity} × {l.name}
            {l.size === null ? '' : ` (${SIZE.label(l.size)})`} · {formatMoney(l.refund)}
          </li>
        ))}
      </ul>
      <p>
        {R.reason}: {RETURN_COPY.reasons[item.reason]}
        {item.note ? ` — «${item.note}»` : ''}
      </p>
      {item.status === 'refused' ? null : (
        <p>
          {item.status === 'refunded' ? R.refunded : R.refund}: <strong>{formatMoney(item.refund_amount)}</strong>
        </p>
      )}
      {item.status === 'refused' || item.computation === null ? null : <RefundComputation item={item} />}
      {item.provider_refund ? (
        <p role={item.provider_refund.status === 'failed' ? 'alert' : undefined}>
          {R.refundStates[item.provider_refund.status]}
          {item.provider_refund.failure ? `. ${R.failedBecause(item.provider_refund.failure)}` : ''}
          {item.provider_refund.status === 'failed' && !item.provider_refund.retryable ? ` ${R.notRetryable}` : ''}
        </p>
      ) : null}
      {item.refusal ? <p>{RETURN_COPY.customer.refusedBecause(item.refusal)}</p> : null}
      {item.received_how ? (
        <p>
          {R.receivedIn} {RETURN_COPY.receivedHow[item.received_how]}
        </p>
      ) : null}
      {item.status === 'refunded' ? <p>{R.refundedWith(item.refund_id)}</p> : null}
      {refusing ? (
        <form
          className={css.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void send({ action: 'refuse', reason: refusal });
          }}
        >
          <TextField label={R.refusal} value={refusal} onChange={setRefusal} error={error} maxLength={300} />
          <div className={css.actions}>
            <Button type="submit" disabled={busy}>
              {R.confirmRefuse}
            </Button>
            <Button variant="secondary" onClick={() => setRefusing(false)}>
              {RETURN_COPY.customer.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <div className={css.actions}>
          {item.steps.includes('approve') ? (
            <Button disabled={busy} onClick={() => void send({ action: 'approve' })}>
              {R.approve}
            </Button>
          ) : null}
          {item.steps.includes('refuse') ? (
            <Button variant="secondary" disabled={busy} onClick={() => setRefusing(true)}>
              {R.refuse}
            </Button>
          ) : null}
          {item.steps.includes('receive') ? (
            <>
              <Button disabled={busy} onClick={() => void send({ action: 'receive', how: 'inStore' })}>
                {R.receiveInStore}
              </Button>
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => void send({ action: 'receive', how: 'byMail' })}
              >
                {R.receiveByMail}
              </Button>
            </>
          ) : null}
          {item.steps.includes('refund') ? (
            <Button
              disabled={busy || (item.provider_refund?.status === 'failed' && !item.provider_refund.retryable)}
              onClick={() => void send({ action: 'refund' })}
            >
              {item.provider_refund?.status === 'failed'
                ? R.retry
                : provider === 'stripe'
                  ? R.refundStripe
                  : R.refundTest}
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}

/**
 * How the refund was worked out, in words, before the owner approves it: what was paid for the
 * pieces, what the pieces kept would cost under the sale's promotion, earlier returns, the result.
 */
function RefundComputation({ item }: { item: ReturnView }) {
  const c = item.computation;
  if (c === null) return null;
  const terms = [c.charged, c.kept_cost, ...(c.earlier > 0 ? [c.earlier] : [])].map(formatMoney);
  return (
    <div className={css.muted}>
      <p>{R.charged(formatMoney(c.charged))}</p>
      <p>{R.kept(c.kept_units, formatMoney(c.kept_cost))}</p>
      {c.earlier > 0 ? <p>{R.earlier(formatMoney(c.earlier))}</p> : null}
      <p>
        {c.charged - c.kept_cost - c.earlier > 0 ? R.refundSum(terms, formatMoney(item.refund_amount)) : R.nothingBack}
      </p>
    </div>
  );
}
