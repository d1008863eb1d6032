import type { SynonymPair } from '../../../contract/admin-synonyms';
import type { Queryable } from '../../db/client';
import { recordChange } from './change-log';

/**
 * The change log names what it records by a fixed set of subjects (migration 011); the search's
 * synonyms are one of the shop's settings, so their changes are the settings row's history.
 */
const SHOP_SETTINGS_ID = 1;

/** Every pair, alphabetically by its first word. */
export const synonymPairs = (db: Queryable): Promise<SynonymPair[]> =>
  db.query<SynonymPair>('SELECT synonym_id, word, synonym FROM search_synonym ORDER BY word, synonym, synonym_id');

export type SynonymAdded = { added: SynonymPair } | { taken: SynonymPair };

/** The pair already stored with these two words, in either order. */
const storedPair = async (tx: Queryable, word: string, synonym: string) =>
  (
    await tx.query<SynonymPair>(
      `SELECT synonym_id, word, synonym FROM search_synonym
       WHERE least(word, synonym) = least($1, $2) AND greatest(word, synonym) = greatest($1, $2)`,
      [word, synonym],
    )
  )[0];

/** Adds a pair (both words already as the search reads them), unless it is there in either order. */
export async function addSynonymPair(
  tx: Queryable,
  pair: { word: string; synonym: string },
  by: number,
): Promise<SynonymAdded> {
  const taken = await storedPair(tx, pair.word, pair.synonym);
  if (taken) return { taken };
  const [added] = await tx.query<SynonymPair>(
    'INSERT INTO search_synonym (word, synonym) VALUES ($1, $2) RETURNING synonym_id, word, synonym',
    [pair.word, pair.synonym],
  );
  await recordChange(tx, {
    subject: 'settings',
    subjectId: SHOP_SETTINGS_ID,
    by,
    action: 'synonymAdded',
    after: { word: added!.word, synonym: added!.synonym },
  });
  return { added: added! };
}

/** Removes a pair; null when there is none with that id. */
export async function removeSynonymPair(tx: Queryable, id: number, by: number): Promise<SynonymPair | null> {
  const [removed] = await tx.query<SynonymPair>(
    'DELETE FROM search_synonym WHERE synonym_id = $1 RETURNING synonym_id, word, synonym',
    [id],
  );
  if (!removed) return null;
  await recordChange(tx, {
    subject: 'settings',
    subjectId: SHOP_SETTINGS_ID,
    by,
    action: 'synonymRemoved',
    before: { word: removed.word, synonym: removed.synonym },
  });
  return removed;
}
