import type { Db } from '../../db/database';
import { Lexicon } from './lexicon';
import { queryWords } from './query-words';
import { readStems, readSynonyms, readSynonymsVersion, readWordStems } from './search.repository';
import { planSearch, type SearchPlan, type Synonym, type SynonymMap } from './search-plan';

const NO_WORDS = new Lexicon(0, []);

/** The owner's synonyms, as of one version of them. */
interface KeptSynonyms {
  version: number;
  synonyms: SynonymMap;
}

/**
 * Plans searches against the catalogue's words and the owner's synonyms (ADR 35). Each plan asks
 * the database for the stems of its words and the synonyms' version in one round trip; the
 * synonyms are kept in memory and read again only when that version has moved. The catalogue's
 * words come with each search, from the index that answers it (ADR 50).
 */
export class SearchPlanner {
  private kept: KeptSynonyms | undefined;
  private loading: { version: number; synonyms: Promise<KeptSynonyms> } | undefined;
  /** Every word's english stem once read: a word's stem never changes. */
  private readonly stems = new Map<string, string | null>();
  private lexicon: { version: number; lexicon: Promise<Lexicon> } | undefined;

  constructor(private readonly db: Db) {}

  /**
   * The lexicon of the catalogue's words (each with how many templates hold it), at a version that
   * moves whenever a word appears or leaves. Kept until it moves; the stems of words never seen
   * before are read from the database, every other word's from memory.
   */
  lexiconOf(words: ReadonlyMap<string, number>, version: number): Promise<Lexicon> {
    if (this.lexicon?.version === version) return this.lexicon.lexicon;
    const lexicon = this.stemsOf([...words.keys()]).then(
      () =>
        new Lexicon(
          version,
          [...words].map(([word, templates]) => ({ word, stem: this.stems.get(word)!, templates })),
        ),
    );
    lexicon.catch(() => {
      if (this.lexicon?.lexicon === lexicon) this.lexicon = undefined;
    });
    this.lexicon = { version, lexicon };
    return lexicon;
  }

  private async stemsOf(words: readonly string[]): Promise<void> {
    const unknown = words.filter((word) => !this.stems.has(word));
    if (unknown.length === 0) return;
    const stems = await readWordStems(this.db, unknown);
    unknown.forEach((word, at) => this.stems.set(word, stems[at] ?? null));
  }

  /**
   * The plan of a search against `lexicon`, the catalogue's words. With `completeLastWord` the
   * last word always matches as the beginning of a word too, as suggestions under the search box
   * want even for a whole word.
   */
  async plan(
    text: string,
    lexicon: Lexicon,
    options: { completeLastWord?: boolean } = {},
  ): Promise<SearchPlan> {
    const words = queryWords(text);
    // No letter or digit: only the spec's substring match is left, and no word to look up.
    if (words.length === 0)
      return planSearch(text, { stems: [], lexicon: NO_WORDS, synonyms: new Map() });
    const { version, stems } = await readStems(this.db, words);
    const { synonyms } = await this.synonymsAt(version);
    return planSearch(text, { stems, lexicon, synonyms, ...options });
  }

  private synonymsAt(version: number): KeptSynonyms | Promise<KeptSynonyms> {
    if (this.kept && this.kept.version >= version) return this.kept;
    if (this.loading && this.loading.version >= version) return this.loading.synonyms;
    const synonyms = loadSynonyms(this.db).then(
      (loaded) => {
        if (!this.kept || this.kept.version < loaded.version) this.kept = loaded;
        return loaded;
      },
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    this.loading = { version, synonyms };
    return synonyms;
  }
}

/**
 * Reads the version before the synonyms: synonyms read after a newer change are kept under the
 * older version, and read again at the next search, never the other way round.
 */
async function loadSynonyms(db: Db): Promise<KeptSynonyms> {
  const version = await readSynonymsVersion(db);
  const rows = await readSynonyms(db);
  const synonyms = new Map<string, Synonym[]>();
  const add = (stem: string | null, synonym: string, synonymStem: string | null) => {
    // A stop word is found by nothing: as a synonym it would only be noise.
    if (stem === null || synonymStem === null) return;
    const entry = { word: synonym, stem: synonymStem };
    const list = synonyms.get(stem);
    if (list) list.push(entry);
    else synonyms.set(stem, [entry]);
  };
  for (const row of rows) {
    add(row.termStem, row.synonym, row.synonymStem);
    if (row.twoWay) add(row.synonymStem, row.term, row.termStem);
  }
  return { version, synonyms };
}
