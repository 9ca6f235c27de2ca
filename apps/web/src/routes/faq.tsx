import { ButtonLink } from '../components/ui/button-link';
import { ContentPage } from '../components/content-page';
import { FaqAccordion } from '../features/faq/components/faq-accordion';
import { faqCategories } from '../features/faq/faq-content';
import { paths } from '../lib/paths';

export default function FaqScreen() {
  return (
    <ContentPage
      title="Frequently Asked Questions"
      documentTitle="FAQ"
      eyebrow="Help"
      description="Answers about using Frameshop, file formats and quality, support, pricing with credits and licensing."
    >
      <FaqAccordion categories={faqCategories} />
      <div className="mt-12 rounded-card bg-brand-50 p-6 ring-1 ring-brand-100">
        <h2 className="text-lg font-semibold text-ink">Still have a question?</h2>
        <p className="mt-2 text-ink-muted">The support page explains how to reach us.</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to={paths.support()}>Get support</ButtonLink>
          <ButtonLink to={paths.templatesList()} variant="secondary">
            Browse Templates
          </ButtonLink>
        </div>
      </div>
    </ContentPage>
  );
}
