import type { Db } from '../../db/database';
import { Lexicon } from './lexicon';
import { queryWords } from './query-words';
import { readSynonyms, readSynonymsVersion, readWordStems } from './search.repository';
import {
  planMayChange,
  planSearch,
  type SearchPlan,
  type Synonym,
  type SynonymMap,
} from './search-plan';

const NO_WORDS = new Lexicon(0, []);
/** Stems kept of words read (the catalogue's and those typed): past this, forgotten all at once. */
const MAX_STEMS = 250_000;
/** Plans kept for one set of synonyms: past this, forgotten all at once. */
const MAX_PLANS = 10_000;
/**
 * Changes of the catalogue's words remembered for plans checked before them: a few seconds of an
 * owner's saves. A plan last checked before the oldest is planned again.
 */
const MAX_LEXICON_CHANGES = 64;

/** A plan kept, and the version of the catalogue's words it was last found to stand for. */
interface KeptPlan {
  plan: SearchPlan;
  stems: (string | null)[];
  checkedAt: number;
}

/** The words that appeared or left between two versions of the catalogue's words. */
interface LexiconChange {
  from: number;
  changed: Lexicon;
}

/** What a search is planned against: the catalogue's words, and the synonyms' version as of it. */
export interface SearchWords {
  lexicon: Lexicon;
  /** The owner's synonyms' version (`search_words_version`), read with the catalogue's words. */
  synonymsVersion: number;
}

/** The owner's synonyms, as of one version of them. */
interface KeptSynonyms {
  version: number;
  synonyms: SynonymMap;
}

/**
 * Plans searches against the catalogue's words and the owner's synonyms (ADR 35). The catalogue's
 * words and the synonyms' version come with each search, from the index that answers it (ADR 50);
 * the synonyms are kept in memory and read again only when that version has moved. A word's stem
 * is read from the database once, and a plan is kept until the words or the synonyms change: a
 * search asked again costs no statement and no planning.
 */
export class SearchPlanner {
  private kept: KeptSynonyms | undefined;
  private loading: { version: number; synonyms: Promise<KeptSynonyms> } | undefined;
  /** Every word's english stem once read: a word's stem never changes. */
  private readonly stems = new Map<string, string | null>();
  private lexicon: { version: number; lexicon: Promise<Lexicon> } | undefined;
  /**
   * Plans by search, for one set of synonyms: kept across changes of the catalogue's words, each
   * plan checked against the words changed since it was made before it is used again (ADR 58).
   */
  private plans: {
    lexicon: Lexicon;
    synonyms: KeptSynonyms;
    byText: Map<string, KeptPlan>;
    changes: LexiconChange[];
  } = {
    lexicon: NO_WORDS,
    synonyms: { version: -1, synonyms: new Map() },
    byText: new Map(),
    changes: [],
  };

  constructor(private readonly db: Db) {}

  /**
   * The lexicon of the catalogue's words (each with how many templates hold it), at a version that
   * moves whenever a word appears or leaves. Kept until it moves; the stems of words never seen
   * before are read from the database, every other word's from memory.
   */
  lexiconOf(words: ReadonlyMap<string, number>, version: number): Promise<Lexicon> {
    if (this.lexicon?.version === version) return this.lexicon.lexicon;
    const entries = [...words];
    const lexicon = this.stemsOf(entries.map(([word]) => word)).then(
      (stems) =>
        new Lexicon(
          version,
          entries.map(([word, templates], at) => ({ word, stem: stems[at] ?? null, templates })),
        ),
    );
    lexicon.catch(() => {
      if (this.lexicon?.lexicon === lexicon) this.lexicon = undefined;
    });
    this.lexicon = { version, lexicon };
    return lexicon;
  }

  /** Each word's stem, in order: read from the database for the words never seen before. */
  private async stemsOf(words: readonly string[]): Promise<(string | null)[]> {
    const stemOf = new Map(words.map((word) => [word, this.stems.get(word) ?? null]));
    const unknown = words.filter((word) => !this.stems.has(word));
    if (unknown.length > 0) {
      const read = await readWordStems(this.db, unknown);
      // Typed words are anyone's: a bound keeps nonsense from growing the map for ever.
      if (this.stems.size + unknown.length > MAX_STEMS) this.stems.clear();
      unknown.forEach((word, at) => {
        stemOf.set(word, read[at] ?? null);
        this.stems.set(word, read[at] ?? null);
      });
    }
    return words.map((word) => stemOf.get(word) ?? null);
  }

  /**
   * The plan of a search against `lexicon`, the catalogue's words. With `completeLastWord` the
   * last word always matches as the beginning of a word too, as suggestions under the search box
   * want even for a whole word.
   */
  async plan(
    text: string,
    { lexicon, synonymsVersion }: SearchWords,
    options: { completeLastWord?: boolean } = {},
  ): Promise<SearchPlan> {
    const words = queryWords(text);
    // No letter or digit: only the spec's substring match is left, and no word to look up.
    if (words.length === 0)
      return planSearch(text, { stems: [], lexicon: NO_WORDS, synonyms: new Map() });
    const synonyms = await this.synonymsAt(synonymsVersion);
    this.moveTo(lexicon, synonyms);
    const { byText } = this.plans;
    const key = `${options.completeLastWord ? 'complete' : 'whole'}\n${text}`;
    const kept = byText.get(key);
    if (kept && this.stands(text, kept, lexicon)) return kept.plan;
    const stems = await this.stemsOf(words);
    const plan = planSearch(text, { stems, lexicon, synonyms: synonyms.synonyms, ...options });
    if (byText.size >= MAX_PLANS) byText.clear();
    byText.set(key, { plan, stems, checkedAt: lexicon.version });
    return plan;
  }

  /**
   * Plans for `lexicon` and `synonyms` from now on: a change of synonyms, or words going back to
   * an older version (a rebuilt index), forgets every plan; words moving on are remembered as
   * what changed, for the plans kept to be checked against.
   */
  private moveTo(lexicon: Lexicon, synonyms: KeptSynonyms): void {
    const current = this.plans;
    if (current.synonyms !== synonyms || lexicon.version < current.lexicon.version) {
      this.plans = { lexicon, synonyms, byText: new Map(), changes: [] };
      return;
    }
    if (current.lexicon === lexicon) return;
    const from = current.lexicon.version;
    current.changes.push({ from, changed: lexicon.changesSince(current.lexicon) });
    if (current.changes.length > MAX_LEXICON_CHANGES) current.changes.shift();
    current.lexicon = lexicon;
  }

  /**
   * Whether a kept plan still stands for `lexicon`: none of the words changed since it was last
   * checked could change it (then it is marked checked now).
   */
  private stands(text: string, kept: KeptPlan, lexicon: Lexicon): boolean {
    if (kept.checkedAt === lexicon.version) return true;
    const { changes } = this.plans;
    const since = changes.findIndex((change) => change.from === kept.checkedAt);
    if (since < 0) return false;
    for (let at = since; at < changes.length; at += 1) {
      if (planMayChange(text, { stems: kept.stems, lexicon: changes[at]!.changed })) return false;
    }
    kept.checkedAt = lexicon.version;
    return true;
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
