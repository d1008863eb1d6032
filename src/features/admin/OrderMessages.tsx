import { useState } from 'react';
import { ADMIN } from '../../../copy/admin';
import { listAdminMessages } from '../../api/admin-messages';
import { withToken } from '../../runtime/auth-session';
import * as css from './admin.css';
import { Loaded } from './LoadFailed';
import { MessagesTable } from './MessagesTable';
import * as messageCss from './messages.css';
import { nextNotice, type SaveNotice, SaveStatus } from './SaveStatus';
import { useAdminLoad } from './use-admin-load';

const M = ADMIN.messages;

/**
 * An order's messages in its history: the same rows as 'Mensajes', newest first, with 'Reenviar'
 * on a failed one (which the order's history then records). An order has a handful, one page.
 */
export function OrderMessages({ billId, onResent }: { billId: number; onResent: () => void }) {
  const [round, setRound] = useState(0);
  const [state, reload] = useAdminLoad(`order-messages:${billId}:${round}`, (signal) =>
    withToken((token) => listAdminMessages(token, { order: billId }, signal)),
  );
  const [notice, setNotice] = useState<SaveNotice | null>(null);
  return (
    <section aria-labelledby="order-messages" className={messageCss.orderMessages}>
      <h2 id="order-messages" className={css.subheading}>
        {M.orderHeading}
      </h2>
      <SaveStatus notice={notice} />
      <Loaded state={state} retry={reload}>
        {(list) => (
          <MessagesTable
            messages={list.messages}
            label={M.orderTable(billId)}
            showOrder={false}
            emptyText={M.noneForOrder}
            onResent={(sentence) => {
              setNotice((n) => nextNotice(n, sentence));
              setRound((r) => r + 1);
              onResent();
            }}
          />
        )}
      </Loaded>
    </section>
  );
}
