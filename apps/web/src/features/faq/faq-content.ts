import { NEW_ACCOUNT_CREDITS, PROFILE_COMPLETION_CREDITS } from '@frameshop/contract';
import { paths } from '../../lib/paths';

export interface FaqLink {
  /** The words in the answer that link, and where to. */
  label: string;
  to: string;
}

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  link?: FaqLink;
}

export interface FaqCategory {
  id: string;
  title: string;
  entries: FaqEntry[];
}

/**
 * The store's answers, in the spec's five categories. Plain data so the FAQ page and the home
 * teaser say the same thing.
 */
export const faqCategories: FaqCategory[] = [
  {
    id: 'platform',
    title: 'Using the platform',
    entries: [
      {
        id: 'how-it-works',
        question: 'How does Frameshop work?',
        answer:
          'Choose a video or image template, customise it with your own photos, clips and text, then export it and share it. You pay for a template once, in credits, when you buy it or first download it; after that it is yours to download again for free.',
      },
      {
        id: 'account',
        question: 'Do I need an account?',
        answer: `You can browse every template without one. To like, customise and download templates you need a free account, which starts with ${NEW_ACCOUNT_CREDITS} credits.`,
      },
      {
        id: 'past-downloads',
        question: 'Where do I find my past downloads?',
        answer:
          'Every template you buy or download is listed under Purchased Templates, with its licence certificate, free to download again whenever you like: a template is paid for once. Videos you make from templates are under Generated Videos in your profile.',
        link: { label: 'Go to your purchased templates', to: paths.purchased() },
      },
    ],
  },
  {
    id: 'formats',
    title: 'File Formats & Quality',
    entries: [
      {
        id: 'format',
        question: 'What format are exported videos in?',
        answer:
          'Videos export as MP4 files, which play everywhere: phones, social networks, presentations and editing software.',
      },
      {
        id: 'resolution',
        question: 'What resolution do I get?',
        answer:
          'Most templates export in Full HD, 1920x1080 (or the matching portrait and square sizes). 4K exports are planned for premium members later.',
      },
    ],
  },
  {
    id: 'support',
    title: 'Technical Support',
    entries: [
      {
        id: 'preview-not-loading',
        question: 'A preview does not load. What can I do?',
        answer:
          'Previews retry by themselves a few times. If one still fails, use its retry button or reload the page; a slow or filtered connection is the usual cause.',
      },
      {
        id: 'help',
        question: 'How do I get help?',
        answer:
          'The support page lists what to check first and how to reach us. Include the template name and what you saw, and we will get back to you.',
        link: { label: 'Visit support', to: paths.support() },
      },
    ],
  },
  {
    id: 'pricing',
    title: 'Pricing & Plans',
    entries: [
      {
        id: 'credits',
        question: 'How do credits work?',
        answer: `New accounts get ${NEW_ACCOUNT_CREDITS} free credits. If you signed up with Google, adding your phone number and employment field to your profile earns ${PROFILE_COMPLETION_CREDITS} more, once. Each template shows its price in credits; you pay it once and re-download for free forever. Top up with credit packs whenever you like.`,
        link: { label: 'See credit packs', to: paths.pricing() },
      },
      {
        id: 'pay-per-use',
        question: 'Is there a pay-per-use option?',
        answer:
          'Yes, that is how credits work: there is no subscription to take out, you only spend credits on the templates you download.',
      },
      {
        id: 'free-templates',
        question: 'Are there free templates?',
        answer: `Not at the moment: every template shows its price in credits on its card, and new accounts start with ${NEW_ACCOUNT_CREDITS} free credits.`,
      },
      {
        id: 'premium',
        question: 'What will premium membership include?',
        answer:
          'Premium is planned to include all exclusive templates, high-resolution downloads, priority support and early access to AI features.',
      },
      {
        id: 'cancel',
        question: 'Can I cancel a premium membership?',
        answer:
          'Premium is not available yet. Once it is, you will be able to cancel at any time and keep premium access until the end of the period you paid for; your credits and downloads stay yours.',
      },
    ],
  },
  {
    id: 'licensing',
    title: 'Usage & Licensing',
    entries: [
      {
        id: 'commercial',
        question: 'Can I use templates commercially?',
        answer:
          'Yes. Templates you download are royalty-free for personal and commercial use, in adverts, client work and social media, with no attribution required.',
      },
      {
        id: 'resell',
        question: 'Can I resell the templates themselves?',
        answer:
          'No. You may publish what you make with a template, but not sell or share the template files as they are.',
      },
    ],
  },
];
