import { useEffect, useId, useState } from 'react';
import { formatMoney } from '../../../contract/money';
import { RETURN_REASONS, type ReturnReason, takesNoChangePieces } from '../../../contract/returns';
import { RETURN_COPY, spokenDay } from '../../../copy/returns';
import { SIZE } from '../../../copy/storefront';
import { serverErrorText } from '../../api/bearer';
import { askForReturn, getMyReturns, type OrderReturns as Returns, type ReturnView } from '../../api/returns';
import { RETURN_TONE } from '../../domain/orders/return-tone';
import { withToken } from '../../runtime/auth-session';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { NumberField } from '../../ui/NumberField';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import * as css from './account.css';

const R = RETURN_COPY.customer;
const E = RETURN_COPY.errors;

/**
 * A delivered order's returns on 'Mis compras': until when a return may be asked for, each return
 * with the step it has reached, and the form that asks for one (the lines and units, a reason).
 */
export function OrderReturns({ billId }: { billId: number }) {
  const [returns, setReturns] = useState<Returns | null>(null);
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    withToken((token) => getMyReturns(token, billId, controller.signal)).then(
      (data) => !controller.signal.aborted && setReturns(data),
      () => {}, // the order page stands without its returns
    );
    return () => controller.abort();
  }, [billId]);
  if (returns === null || returns.window.deadline === null) return null;
  const { window, lines } = returns;
  const deadline = spokenDay(returns.window.deadline);
  const canAsk = window.open && lines.some((l) => l.returnable > 0);
  return (
    <section aria-labelledby="order-returns" className={css.card} style={{ gridColumn: '1 / -1' }}>
      <h2 id="order-returns" className={css.h2}>
        {R.title}
      </h2>
      <p className={css.muted}>{window.open ? R.open(deadline) : R.closed(deadline)}</p>
      {sent ? <p role="status">{R.sent}</p> : null}
      {returns.returns.length > 0 ? (
        <ul className={css.lineList} style={{ marginBlock: 12 }}>
          {returns.returns.map((r) => (
            <ReturnItem key={r.return_id} item={r} />
          ))}
        </ul>
      ) : null}
      {canAsk && !asking ? (
        <div style={{ marginTop: 12 }}>
          <Button
            variant="secondary"
            onClick={() => {
              setAsking(true);
              setSent(false);
            }}
          >
            {R.start}
          </Button>
        </div>
      ) : null}
      {canAsk && asking ? (
        <ReturnForm
          billId={billId}
          returns={returns}
          done={(next) => {
            if (next) {
              setReturns(next);
              setSent(true);
            }
            setAsking(false);
          }}
        />
      ) : null}
    </section>
  );
}

function ReturnItem({ item }: { item: ReturnView }) {
  const next = R.nextStep[item.status];
  return (
    <li>
      <p className={css.lineName}>
        {R.returnTitle(item.return_id)}{' '}
        <Badge tone={RETURN_TONE[item.status]}>{RETURN_COPY.statuses[item.status]}</Badge>
      </p>
      <p className={css.muted}>
        {item.lines
          .map((l) => `${l.quantity} × ${l.name}${l.size === null ? '' : ` (${SIZE.label(l.size)})`}`)
          .join(', ')}
        {' · '}
        {RETURN_COPY.reasons[item.reason]}
      </p>
      {item.status === 'refused' ? null : <p className={css.muted}>{R.refund(formatMoney(item.refund_amount))}</p>}
      {item.refusal ? <p>{R.refusedBecause(item.refusal)}</p> : null}
      {next ? <p>{next}</p> : null}
    </li>
  );
}

function ReturnForm({
  billId,
  returns,
  done,
}: {
  billId: number;
  returns: Returns;
  done: (next: Returns | null) => void;
}) {
  const headingId = useId();
  const returnable = returns.lines.filter((l) => l.returnable > 0);
  const [units, setUnits] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    const chosen = returnable
      .map((l) => ({ bill_line_id: l.bill_line_id, quantity: units[l.bill_line_id] ?? 0 }))
      .filter((l) => l.quantity > 0);
    // A piece with no change (earrings) comes back only for some reasons: said at the reason, before sending.
    const noChange = returnable.find((l) => l.no_change && (units[l.bill_line_id] ?? 0) > 0);
    const reasonRefused =
      reason === '' ? E.reason : noChange && !takesNoChangePieces(reason) ? E.noChange(noChange.name) : null;
    setReasonError(reasonRefused);
    if (chosen.length === 0) {
      setError(E.noLines);
      return;
    }
    setError(null);
    if (reasonRefused || reason === '') return;
    setBusy(true);
    try {
      done(await withToken((token) => askForReturn(token, billId, { lines: chosen, reason, note })));
    } catch (e) {
      setError(serverErrorText(e) ?? R.sendFailed);
      setBusy(false);
    }
  };
  return (
    <form
      aria-labelledby={headingId}
      noValidate
      style={{ display: 'grid', gap: 16, marginTop: 16 }}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <h3 id={headingId} className={css.lineName}>
        {R.formTitle}
      </h3>
      {error ? <FormAlert takesFocus>{error}</FormAlert> : null}
      {returnable.map((l) => (
        <div key={l.bill_line_id} style={{ display: 'flex', alignItems: 'flex-end', gap: 12, flexWrap: 'wrap' }}>
          <NumberField
            label={R.units(l.size === null ? l.name : `${l.name} (${SIZE.label(l.size)})`)}
            value={units[l.bill_line_id] ?? 0}
            minValue={0}
            maxValue={l.returnable}
            decrementLabel={R.fewer}
            incrementLabel={R.more}
            onChange={(n) => setUnits((u) => ({ ...u, [l.bill_line_id]: n }))}
          />
          <span className={css.muted} style={{ paddingBottom: 10 }}>
            {R.available(l.returnable)}
          </span>
          {l.no_change ? (
            <p className={css.muted} style={{ flexBasis: '100%', margin: 0 }}>
              {R.noChangeLine}
            </p>
          ) : null}
        </div>
      ))}
      <Select label={R.reason} value={reason} onChange={(v) => setReason(v as ReturnReason | '')} error={reasonError}>
        <option value="">{R.choose}</option>
        {RETURN_REASONS.map((r) => (
          <option key={r} value={r}>
            {RETURN_COPY.reasons[r]}
          </option>
        ))}
      </Select>
      <TextField label={R.note} value={note} onChange={setNote} maxLength={500} />
      <div className={css.buttons}>
        <Button type="submit" disabled={busy}>
          {busy ? R.sending : R.send}
        </Button>
        <Button variant="secondary" onClick={() => done(null)}>
          {R.cancel}
        </Button>
      </div>
    </form>
  );
}
