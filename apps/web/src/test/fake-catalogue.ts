import type { TemplateDetail, TemplateKind, TemplateSummary } from '@frameshop/contract';
import { vi } from 'vitest';

let counter = 1000;

/** A catalogue template as the list endpoints answer it; ids count up from 1001. */
export function templateSummary(changes: Partial<TemplateSummary> = {}): TemplateSummary {
  counter += 1;
  const templateId = changes.templateId ?? String(counter);
  const kind: TemplateKind = changes.kind ?? 'video';
  return {
    templateId,
    kind,
    templateName: `Template ${templateId}`,
    templateDescription: 'A bold opener for product launches.',
    templateCategory: ['Promo'],
    templateSection: ['Business'],
    templateCompatibility: ['Instagram', 'YouTube'],
    templatePrice: 49,
    templatePriceIND: 29,
    price: 49,
    purchaseCount: 3,
    videoLayout: '16:9',
    width: 1920,
    height: 1080,
    durationSeconds: kind === 'image' ? null : 12,
    posterUrl: `/media/${templateId}/poster.jpg`,
    previewUrl: kind === 'image' ? null : `/media/${templateId}/preview.mp4`,
    ...changes,
  };
}

export function templateDetail(changes: Partial<TemplateDetail> = {}): TemplateDetail {
  const summary = templateSummary(changes);
  return {
    greenScreenLayout: summary.videoLayout,
    videoDimensions: `${summary.width}x${summary.height}`,
    greenScreenDimensions: '1280x720',
    overlayUrl: summary.kind === 'image' ? `/media/${summary.templateId}/overlay.png` : null,
    hasGreenScreen: summary.kind === 'video',
    maskUrl: summary.kind === 'video' ? `/media/${summary.templateId}/mask.png` : null,
    onSale: true,
    sharePictureUrl: `/media/${summary.templateId}/share.jpg`,
    publishedAt: '2026-11-02T09:30:00.000Z',
    ...summary,
    ...changes,
  };
}

/** `count` templates named "Template 1" … of one kind, for paging. */
export function templatePage(
  count: number,
  kind: TemplateKind = 'video',
  from = 1,
): TemplateSummary[] {
  return Array.from({ length: count }, (_, index) =>
    templateSummary({ kind, templateName: `Template ${from + index}` }),
  );
}

/**
 * A stand-in IntersectionObserver (jsdom has none): tests say when the observed sentinel enters or
 * leaves the viewport.
 */
export function stubIntersectionObserver() {
  const observers = new Set<FakeObserver>();

  class FakeObserver {
    readonly elements = new Set<Element>();
    readonly options: IntersectionObserverInit | undefined;
    private readonly callback: IntersectionObserverCallback;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.callback = callback;
      this.options = options;
      observers.add(this);
    }
    observe(element: Element) {
      this.elements.add(element);
    }
    unobserve(element: Element) {
      this.elements.delete(element);
    }
    disconnect() {
      this.elements.clear();
      observers.delete(this);
    }
    takeRecords() {
      return [];
    }
    fire(isIntersecting: boolean) {
      const entries = [...this.elements].map(
        (target) => ({ target, isIntersecting }) as IntersectionObserverEntry,
      );
      if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
    }
  }

  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    /** Tells every observer that its elements are (or are no longer) in view. */
    setVisible(isIntersecting: boolean) {
      for (const observer of observers) observer.fire(isIntersecting);
    },
    rootMargins: () => [...observers].map((observer) => observer.options?.rootMargin),
    count: () => observers.size,
  };
}

/**
 * jsdom implements no media playback; these stand-ins record calls and let tests set readiness.
 */
export function stubMediaElements() {
  const play = vi
    .spyOn(HTMLMediaElement.prototype, 'play')
    .mockImplementation(() => Promise.resolve());
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  return {
    play,
    pause,
    load,
    /** Pretends `video` has buffered enough to play (HAVE_ENOUGH_DATA) or nothing yet. */
    setReady(video: HTMLMediaElement, ready: boolean) {
      Object.defineProperty(video, 'readyState', { configurable: true, value: ready ? 4 : 0 });
    },
  };
}

/**
 * A list endpoint over `all`, answering as the server does: search over name, description and
 * categories, the section filter, the three sorts, and an offset cursor.
 */
export function fakeListEndpoint(all: TemplateSummary[]) {
  const sections = [...new Set(all.flatMap((template) => template.templateSection))].sort();
  return (request: Request): Response => {
    const query = new URL(request.url).searchParams;
    const q = (query.get('q') ?? '').toLowerCase();
    const section = query.get('section');
    const sort = query.get('sort') ?? 'popularity';
    const limit = Number(query.get('limit') ?? 8);
    const offset = Number(query.get('cursor') ?? 0);
    const matching = all
      .filter(
        (template) =>
          !q ||
          [template.templateName, template.templateDescription, ...template.templateCategory]
            .join(' ')
            .toLowerCase()
            .includes(q),
      )
      .filter((template) => !section || template.templateSection.includes(section))
      .sort((a, b) => {
        if (sort === 'price-low-high') return a.price - b.price;
        if (sort === 'price-high-low') return b.price - a.price;
        return b.purchaseCount - a.purchaseCount;
      });
    const items = matching.slice(offset, offset + limit);
    const next = offset + limit < matching.length ? String(offset + limit) : null;
    const total = q && !offset ? matching.length : null;
    return new Response(
      JSON.stringify({ items, nextCursor: next, sections, total, didYouMean: null, elsewhere: [] }),
      {
        headers: { 'Content-Type': 'application/json' },
      },
    );
  };
}

/** The query strings of the calls made to `path`, in order. */
export function requestsTo(
  fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } },
  path: string,
): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
}
