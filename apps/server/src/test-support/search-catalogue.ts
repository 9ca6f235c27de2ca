import type { TemplateKind } from '@frameshop/contract';
import type { NewTemplate } from '../modules/catalogue';

/**
 * A generated catalogue that reads like a real store's (ADR 35): names made of a style, an occasion
 * and a format ("Golden Birthday Countdown"), the occasion's category, the format's section and
 * layout, and descriptions that mention other occasions now and then, as real ones do. Each
 * template keeps what it was made of, so a search's right answers are known. The relevance suite
 * and `npm run bench:search` both use it.
 */

interface Occasion {
  name: string;
  category: string;
  about: string[];
}

interface Format {
  name: string;
  section: string;
  layout: '16:9' | '9:16' | '1:1';
}

export const OCCASIONS: readonly Occasion[] = [
  { name: 'Birthday', category: 'Birthday', about: ['party', 'cake', 'candles'] },
  { name: 'Wedding', category: 'Wedding', about: ['bride', 'vows', 'ceremony'] },
  { name: 'Anniversary', category: 'Love', about: ['couple', 'memories'] },
  { name: 'Graduation', category: 'Education', about: ['class', 'diploma'] },
  { name: 'Baby Shower', category: 'Family', about: ['newborn', 'parents'] },
  { name: 'Christmas', category: 'Holidays', about: ['winter', 'gifts'] },
  { name: 'Diwali', category: 'Festivals', about: ['lights', 'diyas'] },
  { name: 'Halloween', category: 'Holidays', about: ['spooky', 'costumes'] },
  { name: 'Valentine', category: 'Love', about: ['hearts', 'romance'] },
  { name: 'New Year', category: 'Holidays', about: ['fireworks', 'midnight'] },
  { name: 'Real Estate', category: 'Real Estate', about: ['property', 'listing', 'home'] },
  { name: 'Fitness', category: 'Fitness', about: ['workout', 'gym', 'training'] },
  { name: 'Restaurant', category: 'Food', about: ['menu', 'dishes', 'chef'] },
  { name: 'Travel', category: 'Travel', about: ['trip', 'adventure', 'journey'] },
  { name: 'Fashion', category: 'Fashion', about: ['collection', 'style', 'runway'] },
  { name: 'Music', category: 'Music', about: ['album', 'concert', 'single'] },
  { name: 'Gaming', category: 'Gaming', about: ['stream', 'esports', 'players'] },
  { name: 'Corporate', category: 'Business', about: ['company', 'team', 'quarterly'] },
  { name: 'Podcast', category: 'Business', about: ['episode', 'guest', 'interview'] },
  { name: 'Yoga', category: 'Wellness', about: ['meditation', 'breath', 'calm'] },
  { name: 'Football', category: 'Sports', about: ['match', 'goal', 'league'] },
  { name: 'Cricket', category: 'Sports', about: ['match', 'wicket', 'innings'] },
  { name: 'Photography', category: 'Art', about: ['portfolio', 'camera'] },
  { name: 'Charity', category: 'Non-Profit', about: ['donation', 'volunteers'] },
  { name: 'Church', category: 'Faith', about: ['worship', 'sermon'] },
  { name: 'School', category: 'Education', about: ['students', 'teachers'] },
  { name: 'Startup', category: 'Technology', about: ['product', 'launch', 'app'] },
  { name: 'Black Friday', category: 'Retail', about: ['sale', 'discount', 'deals'] },
  { name: 'Summer Sale', category: 'Retail', about: ['discount', 'offer'] },
  { name: 'Hotel', category: 'Hospitality', about: ['rooms', 'resort', 'booking'] },
];

export const FORMATS: readonly Format[] = [
  { name: 'Intro', section: 'Intros', layout: '16:9' },
  { name: 'Logo Reveal', section: 'Logo Reveals', layout: '16:9' },
  { name: 'Slideshow', section: 'Slideshows', layout: '16:9' },
  { name: 'Countdown', section: 'Countdowns', layout: '9:16' },
  { name: 'Story', section: 'Stories', layout: '9:16' },
  { name: 'Reel', section: 'Reels', layout: '9:16' },
  { name: 'Invitation', section: 'Invitations', layout: '9:16' },
  { name: 'Promo', section: 'Promos', layout: '16:9' },
  { name: 'Lower Third', section: 'Lower Thirds', layout: '16:9' },
  { name: 'Opener', section: 'Openers', layout: '16:9' },
  { name: 'Greeting', section: 'Greetings', layout: '1:1' },
  { name: 'Announcement', section: 'Announcements', layout: '1:1' },
  { name: 'Recap', section: 'Recaps', layout: '16:9' },
  { name: 'Teaser', section: 'Teasers', layout: '9:16' },
  { name: 'Title Sequence', section: 'Titles', layout: '16:9' },
  { name: 'Post', section: 'Posts', layout: '1:1' },
];

export const STYLES: readonly string[] = [
  'Golden',
  'Neon',
  'Retro',
  'Minimal',
  'Elegant',
  'Glitch',
  'Cinematic',
  'Pastel',
  'Bold',
  'Vintage',
  'Modern',
  'Playful',
  'Floral',
  'Sparkling',
  'Dark',
  'Bright',
  'Watercolor',
  'Paper',
  'Grunge',
  'Cosmic',
  'Tropical',
  'Rustic',
  'Luxury',
  'Kinetic',
  'Hand Drawn',
  'Geometric',
  'Dreamy',
  'Urban',
];

const FEATURES = [
  'Drop in your photos and clips, then change the text and colours.',
  'Your footage plays in the window and the title sits on the band below.',
  'Ready for social media in minutes, no editing skills needed.',
  'Smooth transitions timed to music, with room for a logo.',
  'Shot on a phone or a camera, your clips look at home in it.',
];

/** What a generated template was made of. */
export interface TemplateMaking {
  style: string;
  occasion: string;
  format: string;
}

export interface GeneratedTemplate {
  row: NewTemplate;
  making: TemplateMaking;
}

/**
 * A template on sale of its own name and popularity, the rest as a generated one's: for tests
 * that search for words no generated template holds.
 */
export function namedTemplate(name: string, purchaseCount = 0): NewTemplate {
  return {
    ...generateSearchCatalogue(1)[0]!.row,
    name,
    description: `${name} for every occasion.`,
    categories: [],
    sections: [],
    sku: null,
    purchaseCount,
  };
}

/** mulberry32: a small deterministic generator, so a catalogue and its queries repeat exactly. */
export function seededRandom(seed: number): (n: number) => number {
  let state = seed;
  return (n: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

/**
 * `count` templates, every combination of style, occasion and format before any repeats (a repeat
 * gets a number: "Golden Birthday Countdown 2"). `kindOf` picks each one's kind (video by default).
 */
export function generateSearchCatalogue(
  count: number,
  { seed = 7, kindOf = () => 'video' as TemplateKind } = {} as {
    seed?: number;
    kindOf?: (index: number) => TemplateKind;
  },
): GeneratedTemplate[] {
  const next = seededRandom(seed);
  const combinations = STYLES.length * OCCASIONS.length * FORMATS.length;
  // A stride coprime to the number of combinations walks through all of them in a mixed order.
  const stride = 7919;
  return Array.from({ length: count }, (_, index) => {
    const combination = (index * stride) % combinations;
    const style = STYLES[combination % STYLES.length]!;
    const occasion = OCCASIONS[Math.floor(combination / STYLES.length) % OCCASIONS.length]!;
    const format = FORMATS[Math.floor(combination / (STYLES.length * OCCASIONS.length))]!;
    const round = Math.floor(index / combinations);
    const name = `${style} ${occasion.name} ${format.name}${round > 0 ? ` ${round + 1}` : ''}`;
    const other = OCCASIONS[next(OCCASIONS.length)]!;
    const about = occasion.about[next(occasion.about.length)]!;
    const description =
      `A ${style.toLowerCase()} ${format.name.toLowerCase()} for ${occasion.name.toLowerCase()} ` +
      `${about}. ${FEATURES[next(FEATURES.length)]}` +
      (next(3) === 0 ? ` Works just as well for ${other.name.toLowerCase()} videos.` : '');
    const kind = kindOf(index);
    const layout = next(10) === 0 ? (['16:9', '9:16', '1:1'] as const)[next(3)]! : format.layout;
    return {
      making: { style, occasion: occasion.name, format: format.name },
      row: {
        kind,
        name,
        description,
        categories: [occasion.category, ...(layout === '9:16' ? ['Social Media'] : [])],
        sections: [format.section],
        compatibility: layout === '9:16' ? ['Instagram Reels', 'TikTok'] : ['YouTube', 'Website'],
        price: 10 + next(140),
        priceInd: next(2) ? 5 + next(100) : null,
        purchaseCount: next(5000),
        videoLayout: layout,
        width: layout === '9:16' ? 1080 : 1920,
        height: layout === '16:9' ? 1080 : 1920,
        durationSeconds: kind === 'image' ? null : 5 + next(75),
        media: {
          poster: `public/search/${index}.webp`,
          ...(kind === 'image' ? {} : { preview: `public/search/${index}.mp4` }),
        },
      },
    };
  });
}

/** The synonyms a store of this catalogue would keep (the relevance suite sets them). */
export const CATALOGUE_SYNONYMS = [
  { term: 'bday', synonym: 'birthday', twoWay: false },
  { term: 'xmas', synonym: 'christmas', twoWay: false },
  { term: 'invite', synonym: 'invitation', twoWay: true },
];

/** A search as a buyer types it, and which templates answer it. */
export interface TypedQuery {
  typed: string;
  /** How it was typed: word order, plural, typo, half a word, a section's name… */
  how: string;
  isRight: (making: TemplateMaking) => boolean;
}

const lower = (text: string) => text.toLowerCase();
const plural = (word: string) =>
  word.endsWith('y') ? `${word.slice(0, -1)}ies` : word.endsWith('s') ? word : `${word}s`;

/** One typing slip in a word of 5+ letters: a swap, a missing, a wrong or a doubled letter. */
export function withTypo(word: string, pick: number): string {
  const at = 1 + (pick % (word.length - 2));
  switch (pick % 4) {
    case 0:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    case 2:
      return word.slice(0, at) + (word[at] === 'e' ? 'a' : 'e') + word.slice(at + 1);
    default:
      return word.slice(0, at + 1) + word[at] + word.slice(at + 1);
  }
}

/** The first half of a word, at least 3 letters: what is on screen while it is typed. */
export const halfTyped = (word: string) => word.slice(0, Math.max(3, Math.ceil(word.length / 2)));

/** The longest word of a name, for a slip (names of one short word get none). */
const longestWord = (name: string) =>
  name.split(' ').reduce((longest, word) => (word.length > longest.length ? word : longest));

/**
 * Searches typed as buyers type them, with their right answers: `count` of them, each kind of
 * typing in turn, built from the templates of `catalogue` so every one has an answer.
 */
export function typedQueries(catalogue: readonly GeneratedTemplate[], count: number): TypedQuery[] {
  const next = seededRandom(11);
  const sameOccasionAndFormat = (m: TemplateMaking) => (x: TemplateMaking) =>
    x.occasion === m.occasion && x.format === m.format;
  const kinds: ((m: TemplateMaking, pick: number) => TypedQuery | undefined)[] = [
    (m) => ({
      how: 'format before occasion',
      typed: lower(`${m.format} ${m.occasion}`),
      isRight: sameOccasionAndFormat(m),
    }),
    (m) => ({
      how: 'plural',
      typed: lower(`${m.occasion} ${plural(m.format)}`),
      isRight: sameOccasionAndFormat(m),
    }),
    (m, pick) => {
      const word = longestWord(m.occasion);
      if (word.length < 5) return undefined;
      return {
        how: 'typo',
        typed: lower(`${m.occasion.replace(word, withTypo(word, pick))} ${m.format}`),
        isRight: sameOccasionAndFormat(m),
      };
    },
    (m) => ({
      how: 'half-typed',
      typed: lower(`${m.occasion} ${m.format.replace(/\S+$/, (last) => halfTyped(last))}`),
      isRight: sameOccasionAndFormat(m),
    }),
    (m) => {
      const section = FORMATS.find((format) => format.name === m.format)!.section;
      return {
        how: 'section name',
        typed: lower(`${m.occasion} ${section}`),
        isRight: sameOccasionAndFormat(m),
      };
    },
    (m) => ({
      how: 'style and occasion',
      typed: lower(`${m.style} ${m.occasion}`),
      isRight: (x) => x.style === m.style && x.occasion === m.occasion,
    }),
    (m) => ({
      how: 'the whole name, another order',
      typed: lower(`${m.occasion} ${m.format} ${m.style}`),
      isRight: (x) => x.style === m.style && x.occasion === m.occasion && x.format === m.format,
    }),
    (m) => ({
      how: 'one word',
      typed: lower(m.occasion),
      isRight: (x) => x.occasion === m.occasion,
    }),
    (m) => {
      const term = { Birthday: 'bday', Christmas: 'xmas' }[m.occasion];
      if (!term) return undefined;
      return {
        how: 'synonym',
        typed: `${term} ${lower(m.format)}`,
        isRight: sameOccasionAndFormat(m),
      };
    },
    (m) => {
      if (!m.occasion.includes(' ') && !m.format.includes(' ')) return undefined;
      return {
        how: 'words run together',
        typed: lower(`${m.occasion.replace(' ', '')} ${m.format.replace(' ', '')}`),
        isRight: sameOccasionAndFormat(m),
      };
    },
    (m, pick) => {
      const word = longestWord(m.format);
      if (word.length < 5) return undefined;
      return {
        how: 'typo in the format',
        typed: lower(`${m.occasion} ${m.format.replace(word, withTypo(word, pick + 1))}`),
        isRight: sameOccasionAndFormat(m),
      };
    },
    (m) => ({
      how: 'shouted, with spaces',
      typed: `  ${m.occasion.toUpperCase()}   ${m.format}  `,
      isRight: sameOccasionAndFormat(m),
    }),
  ];
  const queries: TypedQuery[] = [];
  for (let attempt = 0; queries.length < count && attempt < count * 100; attempt += 1) {
    const making = catalogue[next(catalogue.length)]!.making;
    const query = kinds[queries.length % kinds.length]!(making, next(1000));
    if (query) queries.push(query);
  }
  return queries;
}
