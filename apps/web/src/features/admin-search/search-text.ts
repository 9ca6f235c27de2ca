import type { TemplateKind } from '@frameshop/contract';

/** The Search tab's words. */
export const SearchText = {
  synonymsTitle: 'Synonyms',
  synonymsIntro:
    'A synonym widens what a search finds. “bday → birthday”: a search for bday also finds ' +
    'birthday templates. “invite ↔ invitation”: each finds the other. One word on each side.',
  noSynonyms: 'No synonyms yet: searches find what their words say, by stem and despite typos.',
  addSynonym: 'Add a synonym',
  save: 'Save synonyms',
  saving: 'Saving…',
  saved: 'Synonyms saved: searches use them from now on.',
  notSaved: 'The synonyms were not saved.',
  oneWay: '→ finds',
  twoWay: '↔ both ways',
  topTitle: 'Most searched',
  unfoundTitle: 'Searched for, found nothing',
  unfoundIntro: 'What buyers want and the store lacks (or spells otherwise: a synonym may help).',
  noSearches: 'No searches in the period.',
  noUnfound: 'Every search in the period found something.',
  /** Searches the log counted without keeping their words (an email, a number, a password). */
  personalLeftOut: (count: number, shown: string) =>
    count === 1
      ? `${shown} search that looked like personal data (an email, a phone or card number, a password) was left out.`
      : `${shown} searches that looked like personal data (an email, a phone or card number, a password) were left out.`,
} as const;

/** How the tables name each list a search was made in. */
export const LIST_NAMES: Record<TemplateKind, string> = {
  video: 'Video templates',
  image: 'Image templates',
  'direct-sell': 'Ready-made videos',
};
