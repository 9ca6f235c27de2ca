import { describe, expect, it } from 'vitest';
import type { GeneratedVideoRow } from '../generated-videos';
import { renderFinishedMail } from './render-mail';

/** The fields the mail reads; the rest of a row does not change its words. */
const row = (fields: Partial<GeneratedVideoRow>) =>
  ({
    templateName: 'Diwali Card',
    status: 'completed',
    format: 'mp4',
    refunded: false,
    credits: 40,
    errorMessage: null,
    ...fields,
  }) as GeneratedVideoRow;

/** The mail's own words: the profile tab it names (Generated Videos) and its link left out. */
const words = (mail: ReturnType<typeof renderFinishedMail>) =>
  `${mail?.subject}\n${mail?.text}`.replace(/Generated Videos|generated-videos/g, '');

describe('the mail when an order finishes', () => {
  it('calls a finished video a video', () => {
    const mail = renderFinishedMail(row({ format: 'mp4' }), 'https://shop.example');
    expect(mail?.subject).toBe('Your video from Diwali Card is ready');
    expect(mail?.text).toContain('https://shop.example/profile?tab=generated-videos');
  });

  it.each(['png', 'jpeg'] as const)('never calls a %s export a video', (format) => {
    const ready = renderFinishedMail(row({ format }), 'https://shop.example');
    expect(ready?.subject).toBe('Your design from Diwali Card is ready');
    expect(words(ready)).not.toMatch(/video|render/i);
    expect(ready?.text).toContain('Download it under Generated Videos');

    const failed = renderFinishedMail(
      row({ format, status: 'failed', refunded: true, errorMessage: 'The photo was unreadable.' }),
      'https://shop.example',
    );
    expect(failed?.subject).toBe('Your design from Diwali Card could not be made');
    expect(failed?.text).toContain('The 40 credits it held were returned.');
    expect(words(failed)).not.toMatch(/video|render/i);
  });

  it('sends nothing for an order still under way', () => {
    expect(
      renderFinishedMail(row({ status: 'processing' }), 'https://shop.example'),
    ).toBeUndefined();
  });
});
