import type { Context, MiddlewareHandler } from 'hono';
import { handleError } from './errors';

/**
 * An answer given before its request's body was read (a body past its limit, a back-office write
 * without an admin's token) says `Connection: close`, and Node ends the connection once the answer
 * is flushed. Kept alive, the connection was cut by the Node adapter after half a second of
 * discarding the unread body, and a client that had sent its next request on it saw a socket
 * error instead of an answer.
 */
export function closeAfterAnswer(answer: Response): Response {
  answer.headers.set('Connection', 'close');
  return answer;
}

const carriesBody = (c: Context) => c.req.method !== 'GET' && c.req.method !== 'HEAD';

/**
 * Runs `guard` (an access check) before anything reads the request's body: placed in front of
 * the body limit, whose count of a chunked body reads it whole before the route runs. A request
 * the guard refuses is answered at once, while its body may still be arriving, and its
 * connection closed (closeAfterAnswer): a stranger's upload costs the store neither memory nor
 * the time of its body.
 */
export function beforeAnyBody<E extends object>(guard: MiddlewareHandler<E>): MiddlewareHandler<E> {
  return async (c, next) => {
    let allowed = false;
    try {
      return await guard(c, async () => {
        allowed = true;
        await next();
      });
    } catch (error) {
      // What the route after the guard throws is the route's own error, answered by the app.
      if (allowed || !(error instanceof Error)) throw error;
      const answer = await handleError(error, c);
      return carriesBody(c) ? closeAfterAnswer(answer) : answer;
    }
  };
}
