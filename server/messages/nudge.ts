import type { MiddlewareHandler } from 'hono';

/**
 * Wakes this process's message workers right after a request that wrote messages has answered
 * (its transaction committed by then), instead of at their next poll. A flag, not a count: a
 * spurious wake-up costs one query.
 */
let written = false;
const sleepers = new Set<() => void>();

/** Called when messages were written or made due again (a 'Reenviar'): the next answer wakes the workers. */
export function messagesChanged(): void {
  written = true;
}

export function onMessagesChanged(wake: () => void): () => void {
  sleepers.add(wake);
  return () => sleepers.delete(wake);
}

export function wakeMessageWorkers(): void {
  written = false;
  for (const wake of sleepers) wake();
}

export const wakeWorkersAfterWrites: MiddlewareHandler = async (_c, next) => {
  await next();
  if (written) wakeMessageWorkers();
};
