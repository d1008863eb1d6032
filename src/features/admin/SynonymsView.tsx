import { useState } from 'react';
import { Cell, Column, Button as GridButton, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { SYNONYM_WORD_MAX, SynonymFormSchema, type SynonymPair } from '../../../contract/admin-synonyms';
import { privateHead } from '../../../contract/page-head';
import { ADMIN } from '../../../copy/admin';
import { addSynonymPair, listSynonymPairs, removeSynonymPair } from '../../api/admin-synonyms';
import { serverErrorText } from '../../api/bearer';
import { withToken } from '../../runtime/auth-session';
import { usePageHead } from '../../runtime/use-page-head';
import { Button } from '../../ui/Button';
import { button } from '../../ui/button.css';
import { TextField } from '../../ui/TextField';
import * as css from './admin.css';
import { Loaded } from './LoadFailed';
import { nextNotice, type SaveNotice, SaveStatus } from './SaveStatus';
import { useAdminLoad } from './use-admin-load';

const T = ADMIN.synonyms;

/**
 * The search's synonyms: pairs of words a shopper types for the same thing, read both ways by the
 * store's search. The owner adds a pair and removes one; each outcome is said beside the form.
 */
export function SynonymsView() {
  usePageHead(privateHead(ADMIN.titles.synonyms));
  const [round, setRound] = useState(0);
  const [state, reload] = useAdminLoad(`synonyms:${round}`, (signal) =>
    withToken((token) => listSynonymPairs(token, signal)),
  );
  const [notice, setNotice] = useState<SaveNotice | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const changed = (message: string) => {
    setNotice((n) => nextNotice(n, message));
    setRound((r) => r + 1);
  };
  const remove = async (pair: SynonymPair) => {
    setRemoveError(null);
    try {
      await withToken((token) => removeSynonymPair(token, pair.synonym_id));
      changed(T.removed(pair.word, pair.synonym));
    } catch (failure) {
      setRemoveError(serverErrorText(failure) ?? ADMIN.failed);
    }
  };
  return (
    <section aria-labelledby="synonyms-heading">
      <h1 id="synonyms-heading" className={css.heading}>
        {T.heading}
      </h1>
      <p className={css.muted}>{T.intro}</p>
      <div className={css.card} style={{ margin: '16px 0 24px' }}>
        <h2 className={css.subheading}>{T.add}</h2>
        <SynonymForm onAdded={(pair) => changed(T.added(pair.word, pair.synonym))} />
        <SaveStatus notice={notice} />
      </div>
      {removeError ? (
        <p role="alert" className={css.muted}>
          {removeError}
        </p>
      ) : null}
      <Loaded state={state} retry={reload}>
        {(pairs) => <SynonymsTable pairs={pairs} onRemove={remove} />}
      </Loaded>
    </section>
  );
}

function SynonymForm({ onAdded }: { onAdded: (pair: SynonymPair) => void }) {
  const [word, setWord] = useState('');
  const [synonym, setSynonym] = useState('');
  const [errors, setErrors] = useState<{ word?: string; synonym?: string }>({});
  const [busy, setBusy] = useState(false);
  return (
    <form
      className={css.toolbar}
      aria-label={T.add}
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const parsed = SynonymFormSchema.safeParse({ word, synonym });
        if (!parsed.success) {
          const found: { word?: string; synonym?: string } = {};
          for (const issue of parsed.error.issues) {
            const field = issue.path[0] === 'synonym' ? 'synonym' : 'word';
            found[field] ??= issue.message;
          }
          return setErrors(found);
        }
        setErrors({});
        setBusy(true);
        try {
          const added = await withToken((token) => addSynonymPair(token, parsed.data));
          setWord('');
          setSynonym('');
          onAdded(added);
        } catch (failure) {
          setErrors({ word: serverErrorText(failure) ?? ADMIN.failed });
        } finally {
          setBusy(false);
        }
      }}
    >
      <TextField
        className={css.toolbarField}
        label={T.word}
        description={T.wordHelp}
        value={word}
        onChange={setWord}
        error={errors.word}
        maxLength={SYNONYM_WORD_MAX}
        autoComplete="off"
      />
      <TextField
        className={css.toolbarField}
        label={T.synonym}
        value={synonym}
        onChange={setSynonym}
        error={errors.synonym}
        maxLength={SYNONYM_WORD_MAX}
        autoComplete="off"
      />
      <Button type="submit" variant="secondary" disabled={busy}>
        {T.submit}
      </Button>
    </form>
  );
}

/** The pairs as a grid (react-aria's Table, as the products'): arrows move between rows and cells, each row's button removes its pair. */
function SynonymsTable({ pairs, onRemove }: { pairs: SynonymPair[]; onRemove: (pair: SynonymPair) => void }) {
  return (
    <>
      <p className={css.muted}>{T.count(pairs.length)}</p>
      <div className={css.tableFrame}>
        <Table aria-label={T.table} className={css.table}>
          <TableHeader className={css.tableHead}>
            <Column isRowHeader className={css.column}>
              {T.word}
            </Column>
            <Column className={css.column}>{T.synonym}</Column>
            <Column className={css.column}>{T.actions}</Column>
          </TableHeader>
          <TableBody items={pairs} className={css.tableBody} renderEmptyState={() => T.none}>
            {(pair) => (
              <Row id={pair.synonym_id} textValue={`${pair.word} ${pair.synonym}`} className={css.tableRow}>
                <Cell className={css.cell}>{pair.word}</Cell>
                <Cell className={css.cell}>{pair.synonym}</Cell>
                <Cell className={css.cell}>
                  {/* react-aria's own button: the grid's row would take a native button's Enter for itself */}
                  <GridButton
                    className={button.secondary}
                    aria-label={T.removeLabel(pair.word, pair.synonym)}
                    onPress={() => onRemove(pair)}
                  >
                    {T.remove}
                  </GridButton>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
