import { useState } from 'react';
import {
  Cell,
  Column,
  Button as GridButton,
  Link as GridLink,
  Row,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { type AdminMessage, canResend } from '../../../contract/admin-messages';
import { adminOrderPath } from '../../../contract/paths';
import { ADMIN } from '../../../copy/admin';
import { resendAdminMessage } from '../../api/admin-messages';
import { serverErrorText } from '../../api/bearer';
import { formatOrderDate } from '../../domain/orders/format';
import { withToken } from '../../runtime/auth-session';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { button } from '../../ui/button.css';
import { textLink } from '../../ui/form.css';
import { formatPhoneInternational } from '../../ui/PhoneField';
import * as css from './admin.css';
import * as messageCss from './messages.css';

const M = ADMIN.messages;

/** Sent reads as done, failed as needing the owner, the rest as on the way (or only shown). */
const STATUS_TONE: Record<AdminMessage['status'], BadgeTone> = {
  pending: 'caution',
  sending: 'caution',
  sent: 'positive',
  failed: 'accent',
  skipped: 'caution',
  withheld: 'caution',
};

export const kindLabel = (m: AdminMessage) => M.kinds[m.kind] ?? m.kind;
/** A WhatsApp number as it is dialled (+52 614 …), an email as it is. */
export const recipientLabel = (m: AdminMessage) =>
  m.channel === 'whatsapp' ? formatPhoneInternational(m.recipient) : m.recipient;

/**
 * Messages as a grid (react-aria's Table, as the synonyms'): to whom, what, when, how it went, and
 * 'Reenviar' on a failed one. `onResent` hears the sentence to say once one is pending again;
 * a refusal (another tab moved it first) is said above the table.
 */
export function MessagesTable({
  messages,
  label,
  showOrder,
  emptyText,
  onResent,
}: {
  messages: AdminMessage[];
  label: string;
  showOrder: boolean;
  emptyText: string;
  onResent: (sentence: string) => void;
}) {
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resend = async (m: AdminMessage) => {
    setError(null);
    setBusy(m.message_id);
    try {
      await withToken((token) => resendAdminMessage(token, m.message_id));
      onResent(M.resent(kindLabel(m), recipientLabel(m)));
    } catch (failure) {
      setError(serverErrorText(failure) ?? ADMIN.failed);
    } finally {
      setBusy(null);
    }
  };
  const C = M.columns;
  return (
    <>
      {error ? (
        <p role="alert" className={css.muted}>
          {error}
        </p>
      ) : null}
      <div className={css.tableFrame}>
        <Table aria-label={label} className={css.table}>
          <TableHeader className={css.tableHead}>
            <Column isRowHeader className={css.column}>
              {C.what}
            </Column>
            <Column className={css.column}>{C.to}</Column>
            <Column className={css.column}>{C.status}</Column>
            <Column className={css.column}>{C.created}</Column>
            <Column className={css.column}>{C.sent}</Column>
            <Column className={css.column}>{C.actions}</Column>
          </TableHeader>
          <TableBody items={messages} className={css.tableBody} renderEmptyState={() => emptyText}>
            {(m) => (
              <Row
                id={m.message_id}
                textValue={`${kindLabel(m)} ${recipientLabel(m)} ${M.statuses[m.status]}`}
                className={css.tableRow}
              >
                <Cell className={css.cell}>
                  <span className={messageCss.messageWhat}>{kindLabel(m)}</span>
                  {showOrder && m.bill_id !== null ? (
                    <GridLink className={textLink} href={adminOrderPath(m.bill_id)}>
                      {M.order(m.bill_id)}
                    </GridLink>
                  ) : null}
                </Cell>
                <Cell className={css.cell}>
                  <span className={messageCss.messageTo}>{recipientLabel(m)}</span>
                  <span className={css.muted}>
                    {M.channels[m.channel]} · {M.audiences[m.audience]}
                  </span>
                </Cell>
                <Cell className={css.cell}>
                  <Badge tone={STATUS_TONE[m.status]}>{M.statuses[m.status]}</Badge>
                  {m.attempts > 0 ? <span className={css.muted}> {M.attempts(m.attempts)}</span> : null}
                  {m.last_error ? <span className={messageCss.messageError}>{M.lastError(m.last_error)}</span> : null}
                </Cell>
                <Cell className={css.cell}>
                  <time dateTime={m.created_at}>{formatOrderDate(m.created_at)}</time>
                </Cell>
                <Cell className={css.cell}>
                  {m.sent_at ? <time dateTime={m.sent_at}>{formatOrderDate(m.sent_at)}</time> : M.notSent}
                </Cell>
                <Cell className={css.cell}>
                  {canResend(m.status) ? (
                    // react-aria's own button: the grid's row would take a native button's Enter for itself
                    <GridButton
                      className={button.secondary}
                      aria-label={M.resendLabel(kindLabel(m), recipientLabel(m))}
                      isDisabled={busy === m.message_id}
                      onPress={() => void resend(m)}
                    >
                      {M.resend}
                    </GridButton>
                  ) : null}
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
