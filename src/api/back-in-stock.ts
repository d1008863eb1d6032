import {
  BackInStockAnswerSchema,
  type BackInStockChannels,
  BackInStockChannelsSchema,
  type BackInStockRequest,
} from '../../contract/back-in-stock';
import { API_ERRORS } from '../../copy/api';
import { http, toApiFailure } from './client';
import { ApiFailure } from './failure';

/**
 * POST /api/back-in-stock: 'Avísame cuando llegue'. With the session's token the request names the
 * customer. Answers the confirmation; a refusal is an ApiFailure with the server's Spanish message.
 */
export async function requestBackInStock(body: BackInStockRequest, token?: string): Promise<string> {
  let raw: unknown;
  try {
    raw = await http('/back-in-stock', {
      method: 'POST',
      body: { ...body },
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch (error) {
    throw await toApiFailure(error);
  }
  const parsed = BackInStockAnswerSchema.safeParse(raw);
  if (!parsed.success) throw new ApiFailure(API_ERRORS.unexpectedAnswer, undefined);
  return parsed.data.message;
}

/**
 * GET /api/back-in-stock: the channels the store sends by, so that the dialog offers WhatsApp only
 * when the store can send it. A failure offers email alone (always offered).
 */
export async function backInStockChannels(signal?: AbortSignal): Promise<BackInStockChannels> {
  try {
    const parsed = BackInStockChannelsSchema.safeParse(await http('/back-in-stock', { signal }));
    return parsed.success ? parsed.data.channels : { email: true, whatsapp: false };
  } catch {
    return { email: true, whatsapp: false };
  }
}
