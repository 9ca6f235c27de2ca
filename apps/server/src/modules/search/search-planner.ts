import type { Db } from '../../db/database';
import { Lexicon } from './lexicon';
import { queryWords } from './query-words';
import { readLexiconWords, readStems, readSynonyms, readWordsVersion } from './search.repository';
import { planSearch, type SearchPlan, type Synonym, type SynonymMap } from './search-plan';

const NO_WORDS = new Lexicon(0, []);

/** The catalogue's words and the owner's synonyms, as of one version of them. */
interface Vocabulary {
  version: number;
  lexicon: Lexicon;
  synonyms: SynonymMap;
}

/**
 * Plans searches against the catalogue's words (ADR 35). Each plan asks the database for the
 * stems of its words and the words' version in one round trip; the words themselves are kept in
 * memory and read again only when that version has moved (a word appeared or left the catalogue,
 * or the owner changed the synonyms).
 */
export class SearchPlanner {
  private vocabulary: Vocabulary | undefined;
  private loading: { version: number; vocabulary: Promise<Vocabulary> } | undefined;

  constructor(private readonly db: Db) {}

  /**
   * The plan of a search. With `completeLastWord` the last word always matches as the beginning
   * of a word too, as suggestions under the search box want even for a whole word.
   */
  async plan(text: string, options: { completeLastWord?: boolean } = {}): Promise<SearchPlan> {
    const words = queryWords(text);
    // No letter or digit: only the spec's substring match is left, and no word to look up.
    if (words.length === 0)
      return planSearch(text, { stems: [], lexicon: NO_WORDS, synonyms: new Map() });
    const { version, stems } = await readStems(this.db, words);
    const { lexicon, synonyms } = await this.vocabularyAt(version);
    return planSearch(text, { stems, lexicon, synonyms, ...options });
  }

  private vocabularyAt(version: number): Vocabulary | Promise<Vocabulary> {
    if (this.vocabulary && this.vocabulary.version >= version) return this.vocabulary;
    if (this.loading && this.loading.version >= version) return this.loading.vocabulary;
    const vocabulary = loadVocabulary(this.db).then(
      (loaded) => {
        if (!this.vocabulary || this.vocabulary.version < loaded.version) this.vocabulary = loaded;
        return loaded;
      },
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    this.loading = { version, vocabulary };
    return vocabulary;
  }
}

/**
 * Reads the version before the words: words read after a newer change are kept under the older
 * version, and read again at the next search, never the other way round.
 */
async function loadVocabulary(db: Db): Promise<Vocabulary> {
  const version = await readWordsVersion(db);
  const [words, synonymRows] = await Promise.all([readLexiconWords(db), readSynonyms(db)]);
  const synonyms = new Map<string, Synonym[]>();
  const add = (stem: string | null, synonym: string, synonymStem: string | null) => {
    // A stop word is found by nothing: as a synonym it would only be noise.
    if (stem === null || synonymStem === null) return;
    const entry = { word: synonym, stem: synonymStem };
    const list = synonyms.get(stem);
    if (list) list.push(entry);
    else synonyms.set(stem, [entry]);
  };
  for (const row of synonymRows) {
    add(row.termStem, row.synonym, row.synonymStem);
    if (row.twoWay) add(row.synonymStem, row.term, row.termStem);
  }
  return { version, lexicon: new Lexicon(version, words), synonyms };
}
