import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { faqCategories } from '../faq-content';
import { FaqAccordion } from './faq-accordion';

const question = (name: string) => screen.getByRole('button', { name });

describe('FaqAccordion', () => {
  it('shows the five categories with every answer closed', async () => {
    renderUi(<FaqAccordion categories={faqCategories} />);
    for (const title of [
      'Using the platform',
      'File Formats & Quality',
      'Technical Support',
      'Pricing & Plans',
      'Usage & Licensing',
    ]) {
      expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    for (const button of screen.getAllByRole('button')) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('keeps only one answer open, across categories, and links its region', async () => {
    const user = userEvent.setup();
    renderUi(<FaqAccordion categories={faqCategories} />);
    const format = await screen.findByRole('button', {
      name: 'What format are exported videos in?',
    });
    await user.click(format);
    expect(format).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'What format are exported videos in?' });
    expect(format).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveTextContent('MP4');

    await user.click(question('Can I use templates commercially?'));
    expect(format).toHaveAttribute('aria-expanded', 'false');
    expect(region).not.toBeVisible();
    expect(screen.getByText(/no attribution required/)).toBeVisible();

    await user.click(question('Can I use templates commercially?'));
    expect(question('Can I use templates commercially?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard with Enter and Space', async () => {
    const user = userEvent.setup();
    renderUi(<FaqAccordion categories={faqCategories} />);
    const past = await screen.findByRole('button', { name: 'Where do I find my past downloads?' });
    past.focus();
    await user.keyboard('{Enter}');
    expect(past).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Go to your purchased templates' })).toHaveAttribute(
      'href',
      '/Purchased',
    );
    await user.keyboard(' ');
    expect(past).toHaveAttribute('aria-expanded', 'false');
  });

  const allText = faqCategories
    .flatMap((category) => category.entries)
    .map((entry) => `${entry.question} ${entry.answer}`)
    .join(' ')
    .toLowerCase();

  it('says what the spec promises, where the store already keeps it', () => {
    for (const fact of [
      'MP4',
      '1920x1080',
      '4K',
      'Generated Videos',
      'priority support',
      'early access to AI features',
      'until the end of the period',
      'pay-per-use',
      'royalty-free',
      'no attribution',
    ]) {
      expect(allText).toContain(fact.toLowerCase());
    }
  });

  it('promises nothing the store does not have yet', () => {
    // No "My Downloads" page and no free templates so far; the profile award is for Google
    // sign-ups, whose profile lacks a phone number and employment field.
    expect(allText).not.toContain('my downloads');
    expect(allText).not.toContain('cost no credits');
    expect(allText).not.toMatch(/\b0 credits/);
    expect(allText).toContain('not at the moment');
    expect(allText).toContain('signed up with google');
  });
});
