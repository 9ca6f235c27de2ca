import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMediaElements, templateSummary } from '../../../test/fake-catalogue';
import { failedSources } from '../failed-sources';
import { TemplateCard } from './template-card';

function renderCard(template = templateSummary({ templateName: 'Neon Intro' })) {
  const view = render(
    <MemoryRouter>
      <TemplateCard template={template} />
    </MemoryRouter>,
  );
  return {
    ...view,
    template,
    link: screen.getByRole('link', { name: /Neon Intro/ }),
    video: () => view.container.querySelector('video'),
  };
}

let media: ReturnType<typeof stubMediaElements>;

beforeEach(() => {
  vi.useFakeTimers();
  media = stubMediaElements();
});

afterEach(() => {
  vi.useRealTimers();
  failedSources.clear();
});

describe('TemplateCard', () => {
  it('shows the poster, name, price in credits, layout and duration, linking by kind', () => {
    const { link, container } = renderCard(
      templateSummary({
        templateId: '2001',
        templateName: 'Neon Intro',
        price: 49,
        videoLayout: '9:16',
        durationSeconds: 75,
      }),
    );

    expect(link).toHaveAttribute('href', '/template/2001');
    expect(container).toHaveTextContent('Neon Intro');
    expect(container).toHaveTextContent('49 credits');
    expect(container).toHaveTextContent('9:16');
    expect(container).toHaveTextContent('1:15');
    // The poster itself; the other image is its blurred copy behind.
    const poster = container.querySelector('img[width]');
    expect(poster).toHaveAttribute('loading', 'lazy');
    expect(poster).toHaveAttribute('width', '1920');
    expect(poster).toHaveAttribute('height', '1080');
    expect(container.querySelector('video')).toHaveAttribute('preload', 'none');
  });

  it('is named by the template alone, with its layout, length, category and price as description', () => {
    renderCard(
      templateSummary({
        templateName: 'Neon Intro',
        templateCategory: ['Gaming'],
        price: 49,
        videoLayout: '16:9',
        durationSeconds: 6,
      }),
    );
    const link = screen.getByRole('link', { name: 'Neon Intro' });
    expect(link).toHaveAccessibleName('Neon Intro');
    expect(link).toHaveAccessibleDescription('Layout 16:9 Duration 0:06 Gaming 49 credits');
  });

  it('holds no visible text but its name, which a speech-input user says to open it', () => {
    // WCAG 2.5.3 (axe's label-content-name-mismatch): the visible text of a control is within its
    // accessible name. The badges, category and price sit beside the link, not inside it.
    renderCard(templateSummary({ templateName: 'Neon Intro', price: 49, durationSeconds: 6 }));
    expect(screen.getByRole('link', { name: 'Neon Intro' })).toHaveTextContent(/^Neon Intro$/);
  });

  it('leaves the length out of the description of a template without one', () => {
    renderCard(
      templateSummary({
        kind: 'image',
        templateName: 'Neon Intro',
        templateCategory: ['Events'],
        price: 20,
        videoLayout: '9:16',
        durationSeconds: null,
      }),
    );
    expect(screen.getByRole('link', { name: 'Neon Intro' })).toHaveAccessibleDescription(
      'Layout 9:16 Events 20 credits',
    );
  });

  it.each([
    ['image', '/image-template/3001'],
    ['direct-sell', '/direct-sell/3001'],
    ['video', '/template/3001'],
  ] as const)('links a %s template to %s', (kind, href) => {
    const { link } = renderCard(
      templateSummary({ kind, templateId: '3001', templateName: 'Neon Intro' }),
    );
    expect(link).toHaveAttribute('href', href);
  });

  it('has no video for an image template', () => {
    const { video } = renderCard(templateSummary({ kind: 'image', templateName: 'Neon Intro' }));
    expect(video()).toBeNull();
  });

  it('plays a ready preview 50 ms after the pointer arrives', () => {
    const { link, video } = renderCard();
    media.setReady(video() as HTMLVideoElement, true);

    fireEvent.mouseEnter(link);
    act(() => vi.advanceTimersByTime(49));
    expect(media.play).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(media.play).toHaveBeenCalledTimes(1);
  });

  it('does not play when the pointer leaves within 50 ms', () => {
    const { link, video } = renderCard();
    media.setReady(video() as HTMLVideoElement, true);

    fireEvent.mouseEnter(link);
    act(() => vi.advanceTimersByTime(30));
    fireEvent.mouseLeave(link);
    act(() => vi.advanceTimersByTime(100));

    expect(media.play).not.toHaveBeenCalled();
  });

  it('starts fetching on hover, and plays once ready if the pointer is still there', () => {
    const { link, video } = renderCard();
    const element = video() as HTMLVideoElement;
    media.setReady(element, false);

    fireEvent.mouseEnter(link);
    expect(element.preload).toBe('auto');
    expect(media.load).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(50));
    expect(media.play).not.toHaveBeenCalled();

    media.setReady(element, true);
    fireEvent.canPlay(element);
    expect(media.play).toHaveBeenCalledTimes(1);
  });

  it('ignores readiness that arrives after the pointer left', () => {
    const { link, video } = renderCard();
    const element = video() as HTMLVideoElement;

    fireEvent.mouseEnter(link);
    act(() => vi.advanceTimersByTime(50));
    fireEvent.mouseLeave(link);
    fireEvent.canPlay(element);

    expect(media.play).not.toHaveBeenCalled();
  });

  it('pauses and rewinds the preview when the pointer leaves, and shows it only while playing', () => {
    const { link, video } = renderCard();
    const element = video() as HTMLVideoElement;
    media.setReady(element, true);

    fireEvent.mouseEnter(link);
    act(() => vi.advanceTimersByTime(50));
    fireEvent.playing(element);
    expect(element).toHaveClass('opacity-100');
    element.currentTime = 3;

    fireEvent.mouseLeave(link);
    expect(media.pause).toHaveBeenCalled();
    expect(element.currentTime).toBe(0);
    expect(element).toHaveClass('opacity-0');
  });

  it('plays on keyboard focus too', () => {
    const { link, video } = renderCard();
    media.setReady(video() as HTMLVideoElement, true);

    fireEvent.focus(link);
    act(() => vi.advanceTimersByTime(50));

    expect(media.play).toHaveBeenCalledTimes(1);
  });

  it('remembers a failed source and never loads it again, on this or another card', () => {
    const template = templateSummary({ templateName: 'Neon Intro' });
    const first = renderCard(template);
    fireEvent.error(first.video() as HTMLVideoElement);

    // The broken video is gone; the poster stays.
    expect(first.video()).toBeNull();
    expect(first.container.querySelector('img')).toBeInTheDocument();
    fireEvent.mouseEnter(first.link);
    act(() => vi.advanceTimersByTime(100));
    first.unmount();

    // The same template mounted again (scrolled back, another list): no second attempt.
    const second = renderCard(template);
    expect(second.video()).toBeNull();
    fireEvent.mouseEnter(second.link);
    act(() => vi.advanceTimersByTime(100));
    expect(media.load).not.toHaveBeenCalled();
    expect(media.play).not.toHaveBeenCalled();
  });
});
