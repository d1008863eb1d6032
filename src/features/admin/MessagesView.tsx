import { useState } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import { MESSAGE_STATUSES } from '../../../contract/messages';
import { privateHead } from '../../../contract/page-head';
import { ADMIN_PATH } from '../../../contract/paths';
import { ADMIN } from '../../../copy/admin';
import { listAdminMessages } from '../../api/admin-messages';
import { withToken } from '../../runtime/auth-session';
import { usePageHead } from '../../runtime/use-page-head';
import { Select } from '../../ui/Select';
import * as css from './admin.css';
import { Loaded } from './LoadFailed';
import { MessagesTable } from './MessagesTable';
import { NoAccess } from './NoAccess';
import { Pager } from './Pager';
import { nextNotice, type SaveNotice, SaveStatus } from './SaveStatus';
import { useAdminLoad } from './use-admin-load';
import { useQueryFilters } from './use-query-filters';

const M = ADMIN.messages;

/** The back office speaks es-MX whatever the browser's language. */
const ADMIN_LOCALE = 'es-MX';

/**
 * 'Mensajes': every message the store sent or would send, newest first, filtered by status (kept
 * in the address), a page at a time; a failed one has 'Reenviar'.
 */
export function MessagesView() {
  usePageHead(privateHead(ADMIN.titles.messages));
  const [filters, setFilters] = useQueryFilters(ADMIN_PATH.messages, ['status']);
  const [round, setRound] = useState(0);
  const [state, reload] = useAdminLoad(`${JSON.stringify(filters)}:${round}`, (signal) =>
    withToken((token) => listAdminMessages(token, filters, signal)),
  );
  const [notice, setNotice] = useState<SaveNotice | null>(null);
  const [, navigate] = useLocation();
  const page = Number(filters.page || '1');
  if (state.status === 'forbidden') return <NoAccess />;
  return (
    <I18nProvider locale={ADMIN_LOCALE}>
      <RouterProvider navigate={navigate}>
        <section aria-labelledby="messages-heading">
          <h1 id="messages-heading" className={css.heading}>
            {M.heading}
          </h1>
          <p className={css.muted}>{M.intro}</p>
          <div className={css.toolbar} style={{ marginTop: 16 }}>
            <Select
              className={css.toolbarField}
              label={M.status}
              value={filters.status}
              onChange={(v) => setFilters({ status: v })}
            >
              <option value="">{M.anyStatus}</option>
              {MESSAGE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {M.statuses[s]}
                </option>
              ))}
            </Select>
          </div>
          <SaveStatus notice={notice} />
          <Loaded state={state} retry={reload}>
            {(data) => (
              <>
                <p role="status" className={`${css.muted} ${css.count}`}>
                  {M.count(data.total)}
                </p>
                <MessagesTable
                  messages={data.messages}
                  label={M.table}
                  showOrder
                  emptyText={M.none}
                  onResent={(sentence) => {
                    setNotice((n) => nextNotice(n, sentence));
                    setRound((r) => r + 1);
                  }}
                />
                <Pager
                  label={M.pages}
                  page={page}
                  pages={data.totalPages}
                  go={(p) => setFilters({ page: String(p) })}
                />
              </>
            )}
          </Loaded>
        </section>
      </RouterProvider>
    </I18nProvider>
  );
}
