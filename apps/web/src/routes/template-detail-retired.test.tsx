import { CatalogueMessage, type TemplateKind } from '@frameshop/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../lib/token-store';
import { json, stubApi, userWith } from '../test/fake-api';
import { stubMediaElements, templateDetail } from '../test/fake-catalogue';
import { renderApp } from '../test/render-app';

/** Each kind's page, its detail call, and the buttons that sell it or order a design of it. */
const pages: [TemplateKind, string, string, RegExp[]][] = [
  ['video', '/template/5001', '/api/template/5001', [/^Buy$/, /Buy and Download/, /Add to Cart/]],
  ['image', '/image-template/5001', '/api/image-template/5001', [/^Buy$/, /Add to Cart/]],
  ['direct-sell', '/direct-sell/5001', '/api/direct-sell/5001', [/Pay to Download/]],
];
/** The kind's editor, where a design is ordered (none for a ready-made video). */
const editors: Record<TemplateKind, string | null> = {
  video: 'Add Photo or Video',
  image: 'Edit Template',
  'direct-sell': null,
};

function stubRetired(kind: TemplateKind, detailPath: string) {
  const template = templateDetail({
    kind,
    templateId: '5001',
    templateName: 'Old Reel',
    onSale: false,
  });
  return stubApi({
    [`GET ${detailPath}`]: () => json(200, template),
    'GET /api/template/5001/suggestions': () => json(200, { items: [], nextOffset: null }),
    'GET /api/video-url/5001/5001compiled.mp4': () => json(200, { videoUrl: template.previewUrl }),
    'HEAD /media/5001/preview.mp4': () => new Response(null),
    'GET /api/profile': () => json(200, userWith({ purchasedTemplates: ['5001'] })),
  });
}

beforeEach(() => {
  stubMediaElements();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a retired template’s page', () => {
  it.each(pages)(
    'says a %s template is no longer sold and offers a visitor nothing to buy or order',
    async (kind, page, detailPath, sellers) => {
      stubRetired(kind, detailPath);
      renderApp(page);

      expect(await screen.findByRole('heading', { level: 1, name: 'Old Reel' })).toBeVisible();
      expect(screen.getByText(CatalogueMessage.templateRetired)).toBeVisible();
      for (const seller of sellers) {
        expect(screen.queryByRole('button', { name: seller })).toBeNull();
      }
      const editor = editors[kind];
      if (editor) expect(screen.queryByRole('link', { name: editor })).toBeNull();
      // No price either: there is nothing to pay for.
      expect(screen.queryByText('49 credits')).toBeNull();
    },
  );

  it.each(pages)(
    'keeps the %s template’s download and editor for someone who owns it, and sells nothing',
    async (kind, page, detailPath) => {
      tokenStore.save('valid-token', true);
      stubRetired(kind, detailPath);
      renderApp(page);

      expect(await screen.findByRole('button', { name: /Download \(free\)/ })).toBeVisible();
      expect(screen.getByText(CatalogueMessage.templateRetired)).toBeVisible();
      expect(screen.getByText('Owned')).toBeVisible();
      const editor = editors[kind];
      if (editor) expect(screen.getByRole('link', { name: editor })).toBeVisible();
      expect(screen.queryByRole('button', { name: /Add to Cart/ })).toBeNull();
    },
  );
});
