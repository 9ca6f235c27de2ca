import { ContentPage } from '../components/content-page';
import { PageActions } from '../components/page-actions';
import { paths } from '../lib/paths';

const features = [
  {
    title: 'Three kinds of templates',
    body: 'Video templates with green-screen slots, image templates for posts and banners, and ready-made videos to download as they are.',
  },
  {
    title: 'Customise in your browser',
    body: 'Add your own photos, clips and text and preview the result before you spend a credit.',
  },
  {
    title: 'Rendered for you',
    body: 'Our servers put your footage into the template and hand you a finished MP4, mostly in Full HD.',
  },
  {
    title: 'Pay once, download forever',
    body: 'A template costs credits the first time you download it. Every later download of it is free.',
  },
  {
    title: 'Royalty-free licence',
    body: 'Use what you make in adverts, client work and social posts, with no attribution, and keep a licence certificate for each template.',
  },
  {
    title: 'Find the right one fast',
    body: 'Search by name, description or category, filter by section, sort by popularity or price, and save favourites with a like.',
  },
];

export default function FeaturesScreen() {
  return (
    <ContentPage
      title="Features"
      eyebrow="Why Frameshop"
      description="Everything Frameshop does for you: templates for every channel, editing in the browser, server rendering, a royalty-free licence and pay-once pricing."
    >
      <ul className="grid gap-5 sm:grid-cols-2">
        {features.map(({ title, body }) => (
          <li key={title} className="rounded-card bg-surface p-6 shadow-card ring-1 ring-line">
            <h2 className="text-lg font-semibold text-ink">{title}</h2>
            <p className="mt-2 leading-7 text-ink-muted">{body}</p>
          </li>
        ))}
      </ul>
      <PageActions
        className="mt-8"
        links={[
          { to: paths.templatesList(), label: 'Browse Templates' },
          { to: paths.pricing(), label: 'See pricing', variant: 'secondary' },
        ]}
      />
    </ContentPage>
  );
}
