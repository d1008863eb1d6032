import {
  type SynonymForm,
  type SynonymPair,
  SynonymPairListSchema,
  SynonymPairSchema,
} from '../../contract/admin-synonyms';
import { bearerCall } from './bearer';

/** GET /api/admin/synonyms: the search's synonym pairs, alphabetically. */
export const listSynonymPairs = (token: string, signal?: AbortSignal): Promise<SynonymPair[]> =>
  bearerCall(token, '/admin/synonyms', SynonymPairListSchema, { signal });

/** POST /api/admin/synonyms: the pair as stored (both words as the search reads them). */
export const addSynonymPair = (token: string, form: SynonymForm): Promise<SynonymPair> =>
  bearerCall(token, '/admin/synonyms', SynonymPairSchema, { method: 'POST', body: { ...form } });

/** DELETE /api/admin/synonyms/:id: the pair removed. */
export const removeSynonymPair = (token: string, id: number): Promise<SynonymPair> =>
  bearerCall(token, `/admin/synonyms/${id}`, SynonymPairSchema, { method: 'DELETE' });
