import { Hono } from 'hono';
import { AdminMessageQuerySchema } from '../../../contract/admin-messages';
import { ADMIN, ADMIN_ERRORS } from '../../../copy/admin';
import type { AppEnv, Deps } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { parse, parseId } from '../../http/validate';
import { messagesChanged } from '../../messages/nudge';
import { listMessages, resendMessage } from './messages-repo';

/** /api/admin/messages: every message the store sent or would send, and 'Reenviar' for a failed one. */
export function adminMessageRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await listMessages(db, parse(AdminMessageQuerySchema, c.req.query()))))
    .post('/:id/resend', async (c) => {
      const id = parseId(c.req.param('id'), 'El mensaje');
      const result = await db.transaction((tx) => resendMessage(tx, id, c.get('userId')));
      if ('missing' in result) throw notFound(ADMIN_ERRORS.messageMissing);
      if ('refused' in result)
        throw conflict(ADMIN_ERRORS.resendRefused(ADMIN.messages.statuses[result.refused] ?? result.refused));
      messagesChanged(); // due now: the worker takes it after this answer, not at its next poll
      return c.json(result.resent);
    });
}
