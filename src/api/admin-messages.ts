import {
  type AdminMessage,
  type AdminMessageList,
  AdminMessageListSchema,
  AdminMessageSchema,
} from '../../contract/admin-messages';
import { bearerCall } from './bearer';

/** GET /api/admin/messages: newest first; `status`, `order` (a folio) and `page` as the address has them. */
export const listAdminMessages = (
  token: string,
  query: { status?: string; order?: string | number; page?: string },
  signal?: AbortSignal,
): Promise<AdminMessageList> =>
  bearerCall(token, '/admin/messages', AdminMessageListSchema, {
    query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')),
    signal,
  });

/** POST /api/admin/messages/:id/resend: the failed message, now pending and due. */
export const resendAdminMessage = (token: string, id: number): Promise<AdminMessage> =>
  bearerCall(token, `/admin/messages/${id}/resend`, AdminMessageSchema, { method: 'POST' });
