import { MAX_SYNONYMS, type SearchSynonym } from '@frameshop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ChevronDownIcon, TrashIcon } from '../../../components/ui/icons';
import { inputClasses } from '../../../components/ui/input-styles';
import { useToast } from '../../../components/ui/use-toast';
import { referenceOf } from '../../../lib/api-error';
import { adminErrorMessage } from '../../admin-shell/admin-error-message';
import { AdminPanel, AdminQueryState } from '../../admin-shell/components/admin-tab';
import { getSearchSynonyms, saveSearchSynonyms, searchSynonymsKey } from '../api/search-admin-api';
import { SearchText } from '../search-text';

/** A line of the editor: a synonym, with a key of its own while it is edited. */
interface Line extends SearchSynonym {
  key: number;
}

let nextKey = 0;
const lineOf = (synonym: SearchSynonym): Line => ({ ...synonym, key: (nextKey += 1) });
const synonymsOf = (lines: Line[]): SearchSynonym[] =>
  lines
    .map(({ term, synonym, twoWay }) => ({ term: term.trim(), synonym: synonym.trim(), twoWay }))
    .filter((line) => line.term || line.synonym);

/**
 * The owner's synonyms: a line each ("bday → birthday", "invite ↔ invitation"), added, changed
 * and removed here and saved together. The server judges them (one word each side, none twice)
 * and searches use them from the next one on.
 */
export function SynonymsEditor({ token, onGoToLogin }: { token: string; onGoToLogin: () => void }) {
  const query = useQuery({
    queryKey: searchSynonymsKey,
    queryFn: ({ signal }) => getSearchSynonyms(token, signal),
    retry: false,
  });
  return (
    <AdminPanel id="search-synonyms" title={SearchText.synonymsTitle}>
      <p className="mt-1 max-w-prose text-sm text-ink-muted">{SearchText.synonymsIntro}</p>
      {query.data ? (
        <SynonymLines
          key={JSON.stringify(query.data.synonyms)}
          token={token}
          saved={query.data.synonyms}
        />
      ) : (
        <div className="mt-3">
          <AdminQueryState query={query} onGoToLogin={onGoToLogin} />
        </div>
      )}
    </AdminPanel>
  );
}

function SynonymLines({ token, saved }: { token: string; saved: SearchSynonym[] }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [lines, setLines] = useState(() => saved.map(lineOf));
  const save = useMutation({
    mutationFn: () => saveSearchSynonyms(token, { synonyms: synonymsOf(lines) }),
    onSuccess: (answer) => {
      queryClient.setQueryData(searchSynonymsKey, answer);
      toast.show({ type: 'success', message: SearchText.saved });
    },
  });
  const changed = JSON.stringify(synonymsOf(lines)) !== JSON.stringify(saved);
  const change = (key: number, fields: Partial<SearchSynonym>) =>
    setLines((current) =>
      current.map((line) => (line.key === key ? { ...line, ...fields } : line)),
    );

  return (
    <form
      className="mt-4 flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      {lines.length === 0 ? (
        <p className="text-sm text-ink-muted">{SearchText.noSynonyms}</p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {lines.map((line, index) => (
          <SynonymLine
            key={line.key}
            line={line}
            position={index + 1}
            onChange={(fields) => change(line.key, fields)}
            onRemove={() =>
              setLines((current) => current.filter((other) => other.key !== line.key))
            }
          />
        ))}
      </ul>
      {save.isError ? (
        <FormAlert tone="error" reference={referenceOf(save.error)}>
          {SearchText.notSaved} {adminErrorMessage(save.error)}
        </FormAlert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          disabled={lines.length >= MAX_SYNONYMS}
          onClick={() =>
            setLines((current) => [...current, lineOf({ term: '', synonym: '', twoWay: false })])
          }
        >
          {SearchText.addSynonym}
        </Button>
        <Button type="submit" disabled={!changed || save.isPending}>
          {save.isPending ? SearchText.saving : SearchText.save}
        </Button>
      </div>
    </form>
  );
}

function SynonymLine({
  line,
  position,
  onChange,
  onRemove,
}: {
  line: Line;
  position: number;
  onChange: (fields: Partial<SearchSynonym>) => void;
  onRemove: () => void;
}) {
  const id = useId();
  return (
    <li className="grid grid-cols-[1fr_auto] gap-2 border-b border-line pb-3 last:border-b-0 sm:grid-cols-[1fr_10rem_1fr_auto] sm:items-center sm:border-b-0 sm:pb-0">
      <label htmlFor={`${id}-term`} className="sr-only">
        Synonym {position}: the word searched for
      </label>
      <input
        id={`${id}-term`}
        value={line.term}
        maxLength={40}
        placeholder="bday"
        autoComplete="off"
        onChange={(event) => onChange({ term: event.target.value })}
        className={inputClasses('default', 'col-span-1')}
      />
      <div className="relative col-span-1 sm:col-start-2 row-start-2 sm:row-start-1">
        <label htmlFor={`${id}-direction`} className="sr-only">
          Synonym {position}: which way
        </label>
        <select
          id={`${id}-direction`}
          value={line.twoWay ? 'both' : 'one'}
          onChange={(event) => onChange({ twoWay: event.target.value === 'both' })}
          className={inputClasses('default', 'appearance-none pr-9')}
        >
          <option value="one">{SearchText.oneWay}</option>
          <option value="both">{SearchText.twoWay}</option>
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-subtle" />
      </div>
      <label htmlFor={`${id}-synonym`} className="sr-only">
        Synonym {position}: what it also finds
      </label>
      <input
        id={`${id}-synonym`}
        value={line.synonym}
        maxLength={40}
        placeholder="birthday"
        autoComplete="off"
        onChange={(event) => onChange({ synonym: event.target.value })}
        className={inputClasses('default', 'row-start-3 sm:row-start-1 sm:col-start-3')}
      />
      <Button
        type="button"
        variant="secondary"
        onClick={onRemove}
        aria-label={`Remove synonym ${position}`}
        className="row-span-3 self-start sm:row-span-1 sm:col-start-4"
      >
        <TrashIcon className="size-4" />
      </Button>
    </li>
  );
}
