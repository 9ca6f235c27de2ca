import { NEW_ACCOUNT_CREDITS } from '@frameshop/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '../components/document-title';
import { PageContainer } from '../components/page-container';
import { StructuredData } from '../components/structured-data';
import { ButtonLink } from '../components/ui/button-link';
import { OnBrandLinks } from '../components/ui/on-brand-links';
import {
  ArrowRightIcon,
  CheckIcon,
  DownloadIcon,
  FilmIcon,
  ImageIcon,
  PlayIcon,
  SearchIcon,
  SparklesIcon,
  WandIcon,
} from '../components/ui/icons';
import { useAuth } from '../features/auth/hooks/use-auth';
import { faqCategories } from '../features/faq/faq-content';
import { LikeButton } from '../features/catalogue/components/like-button';
import { FeaturedTemplates } from '../features/featured-templates/components/featured-templates';
import { formatNumber } from '../lib/format';
import { paths } from '../lib/paths';
import { usePublicConfig } from '../lib/public-config';
import { absoluteUrl, SITE_NAME } from '../lib/site';

const steps = [
  {
    title: 'Choose a template',
    body: 'Browse video templates, image templates and ready-made videos made by designers.',
    Icon: SearchIcon,
  },
  {
    title: 'Customise content',
    body: 'Drop in your own photos, clips and text. Preview the result right in your browser.',
    Icon: WandIcon,
  },
  {
    title: 'Export and share',
    body: 'Download a polished file with your credits and post it wherever your audience is.',
    Icon: DownloadIcon,
  },
] as const;

const collections = [
  {
    title: 'Video templates',
    body: 'Intros, promos and reels with green-screen slots for your footage.',
    to: paths.templatesList(),
    Icon: FilmIcon,
    tint: 'from-brand-500 to-brand-700',
  },
  {
    title: 'Image templates',
    body: 'Posters, posts and banners sized for every platform.',
    to: paths.imageTemplates(),
    Icon: ImageIcon,
    tint: 'from-accent-400 to-brand-600',
  },
  {
    title: 'Ready-made videos',
    body: 'Finished videos to download as they are, no editing needed.',
    to: paths.directSellTemplates(),
    Icon: PlayIcon,
    tint: 'from-sky-400 to-brand-600',
  },
] as const;

// The three questions a first-time visitor asks most: what it costs, what they get, can they use it.
const teaserIds = ['credits', 'resolution', 'commercial'];
const teaserQuestions = faqCategories
  .flatMap((category) => category.entries)
  .filter((entry) => teaserIds.includes(entry.id));

/** The store itself, for search engines: who runs the site and what it is called. */
function storeStructuredData(publicUrl: string): Record<string, unknown>[] {
  const url = absoluteUrl('/', publicUrl);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE_NAME,
      url,
      logo: absoluteUrl('/favicon.svg', publicUrl),
    },
    { '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url },
  ];
}

export default function HomeScreen() {
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  const publicUrl = usePublicConfig()?.publicUrl;

  return (
    <>
      <DocumentTitle description="Make stand-out videos in minutes: pick a video or image template, add your own photos and clips, and download the result. Pay with credits, only for what you download." />
      {publicUrl ? <StructuredData data={storeStructuredData(publicUrl)} /> : null}
      <Hero signedIn={signedIn} />

      <HomeSection
        headingId="how-heading"
        className="py-20 sm:py-24"
        eyebrow="How it works"
        title="From template to finished video in three steps"
      >
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map(({ title, body, Icon }, index) => (
            <li key={title} className="rounded-card bg-surface p-6 shadow-card ring-1 ring-line">
              <div className="flex items-center gap-3">
                <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
                  <Icon className="size-5" />
                </span>
                <span className="text-sm font-semibold text-ink-subtle">Step {index + 1}</span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-ink">{title}</h3>
              <p className="mt-2 leading-7 text-ink-muted">{body}</p>
            </li>
          ))}
        </ol>
      </HomeSection>

      <HomeSection
        headingId="featured-heading"
        className="pb-20 sm:pb-24"
        eyebrow="Featured"
        title="Popular templates right now"
      >
        <FeaturedTemplates
          cardAction={(template) => (
            <LikeButton
              templateId={template.templateId}
              templateName={template.templateName}
              source="list"
              appearance="overlay"
            />
          )}
        />
        <div className="mt-8 text-center">
          <ButtonLink to={paths.templatesList()} variant="secondary">
            See all video templates
            <ArrowRightIcon className="size-4" />
          </ButtonLink>
        </div>
      </HomeSection>

      <HomeSection
        headingId="collections-heading"
        className="border-y border-line bg-surface py-20 sm:py-24"
        eyebrow="The catalogue"
        title="Something for every channel"
      >
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {collections.map(({ title, body, to, Icon, tint }) => (
            <li key={title}>
              <Link
                to={to}
                className="group flex h-full flex-col overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line transition-shadow hover:shadow-card-hover"
              >
                <span
                  className={`grid aspect-[16/9] place-items-center bg-gradient-to-br ${tint} text-white`}
                >
                  <Icon className="size-10 opacity-90 transition-transform group-hover:scale-110" />
                </span>
                <span className="flex flex-1 flex-col p-6">
                  <span className="text-lg font-semibold text-ink">{title}</span>
                  <span className="mt-2 flex-1 leading-7 text-ink-muted">{body}</span>
                  <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
                    Explore
                    <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection
        headingId="faq-teaser-heading"
        className="pt-20 sm:pt-24"
        eyebrow="FAQ"
        title="Questions, answered"
      >
        <dl className="mx-auto mt-10 max-w-3xl divide-y divide-line rounded-card bg-surface shadow-card ring-1 ring-line">
          {teaserQuestions.map((entry) => (
            <div key={entry.id} className="p-5">
              <dt className="font-semibold text-ink">{entry.question}</dt>
              <dd className="mt-2 leading-7 text-ink-muted">{entry.answer}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-8 text-center">
          <Link
            to={paths.faq()}
            className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800"
          >
            Read all questions in the FAQ
            <ArrowRightIcon className="size-4" />
          </Link>
        </div>
      </HomeSection>

      <section aria-labelledby="cta-heading" className="py-20 sm:py-24">
        <PageContainer>
          <div className="relative overflow-hidden rounded-panel bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 px-6 py-14 text-center shadow-brand sm:px-12">
            <div
              aria-hidden="true"
              className="absolute -top-40 -right-36 size-[30rem] bg-[radial-gradient(closest-side,var(--color-accent-400),transparent)] opacity-30"
            />
            <h2
              id="cta-heading"
              className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl"
            >
              Ready to make something great?
            </h2>
            <p className="relative mx-auto mt-4 max-w-xl text-lg leading-8 text-brand-100">
              Pick a template and have your first video ready today. Questions first? The FAQ has
              the answers.
            </p>
            <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <OnBrandLinks
                first={{ to: paths.templatesList(), label: 'Browse Templates' }}
                second={{ to: paths.faq(), label: 'Read the FAQ' }}
                size="lg"
              />
            </div>
          </div>
        </PageContainer>
      </section>
    </>
  );
}

/** A centred, headed band of the home page. */
function HomeSection({
  headingId,
  className,
  eyebrow,
  title,
  children,
}: {
  headingId: string;
  className: string;
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <PageContainer>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{eyebrow}</p>
          <h2
            id={headingId}
            className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl"
          >
            {title}
          </h2>
        </div>
        {children}
      </PageContainer>
    </section>
  );
}

function Hero({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="relative overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute -top-56 left-1/2 h-[44rem] w-[68rem] -translate-x-1/2 bg-[radial-gradient(closest-side,var(--color-brand-200),color-mix(in_oklab,var(--color-brand-100)_50%,transparent)_60%,transparent)] opacity-80" />
        <div className="absolute -top-24 right-[8%] size-[28rem] bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--color-accent-400)_25%,transparent),transparent)]" />
      </div>
      <PageContainer className="relative grid items-center gap-14 pt-14 pb-20 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:pt-24 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-surface px-3.5 py-1.5 text-sm font-medium text-brand-700 shadow-sm ring-1 ring-brand-100">
            <SparklesIcon className="size-4" />
            {/* A member has had theirs: what is true for them is that credits keep. */}
            {signedIn
              ? 'Your credits never expire'
              : `${formatNumber(NEW_ACCOUNT_CREDITS)} free credits for new accounts`}
          </p>
          <h1 className="mt-6 text-4xl leading-[1.1] font-bold tracking-tight text-ink sm:text-5xl lg:text-[3.5rem]">
            Make stand-out videos <span className="text-brand-600">in minutes</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-ink-muted">
            Pick a video or image template, add your own photos and clips, and download a polished
            result. Pay with credits, only for what you download.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={paths.templatesList()} size="lg">
              Browse Templates
              <ArrowRightIcon className="size-5" />
            </ButtonLink>
            {signedIn ? (
              <ButtonLink to={paths.imageTemplates()} size="lg" variant="secondary">
                Image Templates
              </ButtonLink>
            ) : (
              <ButtonLink to={paths.register()} size="lg" variant="secondary">
                Create a free account
              </ButtonLink>
            )}
          </div>
          <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-3 text-sm text-ink-muted">
            {['Video & image templates', 'Edit in your browser', 'Pay per download'].map(
              (point) => (
                <li key={point} className="flex items-center gap-2">
                  <CheckIcon className="size-4 text-success-600" />
                  {point}
                </li>
              ),
            )}
          </ul>
        </div>
        <HeroPreview />
      </PageContainer>
    </section>
  );
}

/** Decorative editor mock-up; it describes nothing a screen reader needs. */
function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-xl lg:max-w-none">
      <div className="rounded-panel bg-surface p-3 shadow-elevated ring-1 ring-line">
        <div className="flex items-center gap-1.5 px-2 pt-1 pb-3">
          <span className="size-2.5 rounded-full bg-slate-200" />
          <span className="size-2.5 rounded-full bg-slate-200" />
          <span className="size-2.5 rounded-full bg-slate-200" />
        </div>
        <div className="relative aspect-video overflow-hidden rounded-2xl bg-gradient-to-br from-brand-500 via-brand-700 to-brand-950">
          <div className="absolute -bottom-20 -left-20 size-72 bg-[radial-gradient(closest-side,var(--color-accent-400),transparent)] opacity-40" />
          <div className="absolute -top-2 right-0 size-52 bg-[radial-gradient(closest-side,var(--color-sky-300),transparent)] opacity-30" />
          <div className="absolute inset-x-6 top-6 h-3 w-1/3 rounded-full bg-white/70" />
          <div className="absolute inset-x-6 top-12 h-2 w-1/4 rounded-full bg-white/40" />
          <span className="absolute top-1/2 left-1/2 grid size-16 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-white/95 text-brand-700 shadow-elevated">
            <PlayIcon className="ml-1 size-7" />
          </span>
        </div>
        <div className="mt-3 flex items-center gap-2 px-1 pb-1">
          {[
            'w-1/4 bg-brand-500',
            'w-1/5 bg-brand-300',
            'w-1/3 bg-accent-400',
            'flex-1 bg-brand-200',
          ].map((bar) => (
            <span key={bar} className={`h-6 rounded-md ${bar}`} />
          ))}
        </div>
      </div>
      <div className="absolute -bottom-8 -left-4 hidden w-32 rotate-[-4deg] rounded-2xl bg-surface p-2 shadow-elevated ring-1 ring-line sm:block">
        <div className="aspect-[9/16] rounded-xl bg-gradient-to-b from-accent-400 to-brand-600" />
      </div>
      <div className="absolute -top-6 right-2 hidden w-36 rotate-[5deg] rounded-2xl bg-surface p-2 shadow-elevated ring-1 ring-line sm:block">
        <div className="aspect-square rounded-xl bg-gradient-to-br from-sky-300 to-brand-500" />
      </div>
    </div>
  );
}
