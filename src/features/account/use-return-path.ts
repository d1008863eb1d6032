import { useSearch } from 'wouter';
import { NEXT_PARAM, returnPath } from '../../../contract/paths';

/**
 * Where the login or sign-up page returns once signed in: its address's `next` when it names one
 * of the store's own paths (PAGAR: /payment), else null.
 */
export function useReturnPath(): string | null {
  return returnPath(new URLSearchParams(useSearch()).get(NEXT_PARAM));
}
