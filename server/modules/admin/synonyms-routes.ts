import { Hono } from 'hono';
import { SynonymFormSchema } from '../../../contract/admin-synonyms';
import { ADMIN_ERRORS } from '../../../copy/admin';
import type { AppEnv, Deps } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { parseBody, parseId } from '../../http/validate';
import { addSynonymPair, removeSynonymPair, type SynonymAdded, synonymPairs } from './synonyms-repo';

const answer = (result: SynonymAdded) => {
  if ('taken' in result) throw conflict(ADMIN_ERRORS.synonymTaken(result.taken.word, result.taken.synonym));
  return result.added;
};

/** The unique pair index is the last word: a racing twin that passed the check still hears 409, not 500. */
const pairKept = (write: Promise<SynonymAdded>, pair: { word: string; synonym: string }): Promise<SynonymAdded> =>
  write.catch((error: { code?: string }) => {
    if (error.code === '23505') return { taken: { synonym_id: 0, ...pair } };
    throw error;
  });

/** /api/admin/synonyms: the search's synonym pairs, listed, added and removed. */
export function adminSynonymRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await synonymPairs(db)))
    .post('/', async (c) => {
      const pair = await parseBody(c, SynonymFormSchema);
      return c.json(
        answer(
          await pairKept(
            db.transaction((tx) => addSynonymPair(tx, pair, c.get('userId'))),
            pair,
          ),
        ),
        201,
      );
    })
    .delete('/:id', async (c) => {
      const id = parseId(c.req.param('id'), 'El par de sinónimos');
      const removed = await db.transaction((tx) => removeSynonymPair(tx, id, c.get('userId')));
      if (!removed) throw notFound(ADMIN_ERRORS.synonymMissing);
      return c.json(removed);
    });
}
