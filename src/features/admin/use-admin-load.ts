import { useCallback, useEffect, useState } from 'react';
import { ADMIN } from '../../../copy/admin';
import { isForbidden } from '../../api/admin';
import { serverErrorText } from '../../api/bearer';

export type AdminLoad<T> =
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  | { status: 'forbidden' }
  | { status: 'failed'; message: string };

/**
 * One back-office read: loading, its data, a refusal (the account is no admin), or a failure with
 * the server's sentence. `key` names what is read; a new key reads again, and so does `reload`.
 */
export function useAdminLoad<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>): [AdminLoad<T>, () => void] {
  const [state, setState] = useState<AdminLoad<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key says when to read again, not the fetcher's identity
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => (s.status === 'loaded' ? s : { status: 'loading' }));
    fetcher(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'loaded', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(
          isForbidden(error)
            ? { status: 'forbidden' }
            : { status: 'failed', message: serverErrorText(error) ?? ADMIN.failed },
        );
      },
    );
    return () => controller.abort();
  }, [key, round]);
  return [state, useCallback(() => setRound((r) => r + 1), [])];
}
