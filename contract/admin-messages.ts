import { z } from 'zod';
import { ADMIN_ERRORS } from '../copy/admin';
import { positiveIdText } from './fields';
import {
  MESSAGE_AUDIENCES,
  MESSAGE_STATUSES,
  MessageChannelSchema,
  MessageKindSchema,
  type MessageStatus,
  MessageStatusSchema,
} from './messages';

/** The back office's 'Mensajes': every message the store sent or would send, and 'Reenviar'. */

export const ADMIN_MESSAGE_PAGE_SIZE = 30;

/**
 * Only a failed message may be sent again: a skipped one has no channel configured to go by, and
 * one pending, sending or sent is on its way or there already.
 */
export const canResend = (status: MessageStatus): boolean => status === 'failed';

/** Query of GET /api/admin/messages: newest first, by status, by order (its folio), a page. */
export const AdminMessageQuerySchema = z.object({
  status: z.enum(MESSAGE_STATUSES, { error: ADMIN_ERRORS.messageStatusUnknown }).optional(),
  order: positiveIdText(ADMIN_ERRORS.messageOrderNotAFolio).optional(),
  page: positiveIdText(ADMIN_ERRORS.messagePageNotANumber).optional(),
});
export type AdminMessageQuery = z.output<typeof AdminMessageQuerySchema>;

/** One message: to whom, what, when, and how its sending went. */
export const AdminMessageSchema = z.object({
  message_id: z.number().int(),
  kind: MessageKindSchema,
  channel: MessageChannelSchema,
  audience: z.enum(MESSAGE_AUDIENCES),
  /** An email address or an E.164 phone number. */
  recipient: z.string(),
  /** The order it tells of (its folio), when it tells of one. */
  bill_id: z.number().int().nullable(),
  status: MessageStatusSchema,
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  /** ISO 8601 instants. */
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type AdminMessage = z.infer<typeof AdminMessageSchema>;

export const AdminMessageListSchema = z.object({
  messages: z.array(AdminMessageSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminMessageList = z.infer<typeof AdminMessageListSchema>;
