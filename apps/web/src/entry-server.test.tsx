// @vitest-environment node
import type { ServerRenderResult } from '@frameshop/contract';
import { describe, expect, it, vi } from 'vitest';
import { render } from './entry-server';
import { consentCookieString, ESSENTIAL_ONLY } from './features/consent/consent-cookie';
import { json, publicConfig } from './test/fake-api';
import { fakeListEndpoint, templateDetail, templatePage } from './test/fake-catalogue';
import { OWNER_PACKS } from './test/fake-credit-packs';

type Page = Extract<ServerRenderResult, { kind: 'page' }>;

const catalogue = templatePage(12);
const detail = templateDetail({ templateId: '1234', templateName: 'Neon Launch Intro' });
const retired = templateDetail({ templateId: '1235', templateName: 'Old Intro', onSale: false });
/** A template whose media were made before share pictures. */
const older = templateDetail({ templateId: '1236', sharePictureUrl: null });
const picture = templateDetail({ templateId: '1238', kind: 'image' });
const readyMade = templateDetail({ templateId: '1239', kind: 'direct-sell' });
/** The store's address in the fake public config. */
const STORE = 'https://frameshop.example';

/** The content of each head tag `<tag attribute="name" content="…"/>`, by name. */
function headValues(head: string, tag: 'meta' | 'link', attribute: string): Map<string, string> {
  const pattern =
    tag === 'link'
      ? new RegExp(`<link ${attribute}="([^"]+)" href="([^"]+)"`, 'g')
      : new RegExp(`<meta ${attribute}="([^"]+)" content="([^"]*)"`, 'g');
  return new Map([...head.matchAll(pattern)].map(([, name, value]) => [name!, value!]));
}

/** The page's JSON-LD blocks, parsed. */
function structuredDataOf(page: Page): { '@type': string; [key: string]: unknown }[] {
  return [...page.html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap(
    ([, json]) => JSON.parse(json!) as { '@type': string }[],
  );
}

/** The API as the server answers a render's calls, recording what was asked. */
function fakeApi() {
  const list = fakeListEndpoint(catalogue);
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const { pathname } = new URL(request.url);
    if (pathname === '/api/templates') return list(request);
    if (pathname === '/api/template/1234') return json(200, detail);
    if (pathname === '/api/template/1235') return json(200, retired);
    if (pathname === '/api/template/1236') return json(200, older);
    if (pathname === '/api/image-template/1238') return json(200, picture);
    if (pathname === '/api/direct-sell/1239') return json(200, readyMade);
    // An image template asked for as a video template's page.
    if (pathname === '/api/template/1237')
      return json(404, { error: 'Template not found', code: 'NOT_FOUND', templateKind: 'image' });
    if (pathname === '/api/credit-packs') return json(200, { packs: OWNER_PACKS });
    if (pathname === '/api/public-config')
      return json(200, publicConfig({ supportEmail: 'help@frameshop.example' }));
    if (pathname === '/api/geo')
      return json(200, {
        country: 'IN',
        currencyCode: 'INR',
        currencySymbol: '₹',
        isIndianUser: true,
      });
    return json(404, { error: 'Not found', code: 'NOT_FOUND' });
  });
}

async function renderPage(url: string, cookie = '', apiFetch = fakeApi()): Promise<Page> {
  const result = await render(new Request(`http://localhost${url}`, { headers: { cookie } }), {
    apiFetch,
  });
  if (result.kind !== 'page') throw new Error(`${url} answered ${result.kind}`);
  return result;
}

function payloadOf(page: Page) {
  const json = /<script type="application\/json" id="hydration-payload">(.*)<\/script>/.exec(
    page.hydrationScript,
  )?.[1];
  return JSON.parse(json ?? 'null') as {
    queries: { queries: { queryKey: unknown[] }[] };
  };
}

describe('rendering pages on the server', () => {
  it('renders a static page with its title and description for the head', async () => {
    const page = await renderPage('/faq');
    expect(page.head).toMatch(/^<title>FAQ · Frameshop<\/title><meta name="description"/);
    expect(page.html).toContain('Frequently Asked Questions');
    expect(page.html).not.toContain('<title>');
  });

  it('renders the developers page with its examples on the store’s address, the reference left to the browser', async () => {
    const page = await renderPage('/developers');
    expect(page.head).toMatch(/^<title>For developers · Frameshop<\/title>/);
    for (const heading of ['Create a key', 'Your first render', 'Webhooks', 'Limits', 'Prices']) {
      expect(page.html).toContain(heading);
    }
    expect(page.html).toContain(`export STORE=${STORE} KEY=fs_live_`);
    // The renderer's code is fetched by the browser, once the reader nears it.
    expect(page.html).toContain('Loading the API reference…');
    expect(page.html).not.toContain('swagger-ui');
  });

  it('renders a list with the templates the API answered, and hands the answers over', async () => {
    const apiFetch = fakeApi();
    const page = await renderPage('/templates-list', '', apiFetch);
    expect(page.html).toContain('Template 1');
    expect(page.html).toContain('Template 8');
    expect(page.html).not.toContain('Template 9');
    const asked = apiFetch.mock.calls.map(([input]) => String(input));
    expect(asked.some((url) => url.startsWith('/api/templates?'))).toBe(true);
    const keys = payloadOf(page).queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys.some((key) => key.includes('list'))).toBe(true);
  });

  it('renders a template page with its name, and preloads its poster in the head', async () => {
    const page = await renderPage('/template/1234');
    expect(page.html).toContain('Neon Launch Intro');
    expect(page.head).toContain(`<link rel="preload" as="image" href="${detail.posterUrl}"`);
    expect(page.head).toContain('<title>Neon Launch Intro · Frameshop</title>');
    expect(page.head).toContain(
      `<meta name="description" content="${detail.templateDescription}"/>`,
    );
  });

  it('answers a template page for an unknown id with 404 and the not-found view, for every kind', async () => {
    const pages = [
      ['/template/999', 'Template not found'],
      ['/template/not-an-id', 'Template not found'],
      ['/image-template/999', 'Image template not found'],
      ['/direct-sell/999', 'Direct sell template not found'],
    ] as const;
    for (const [url, message] of pages) {
      const page = await renderPage(url);
      expect(page.status, url).toBe(404);
      expect(page.html, url).toContain(message);
    }
    // The answer "no such template" travels with the page, so the browser's first render matches.
    const detailQueries = payloadOf(await renderPage('/template/999')).queries.queries.filter(
      (query) => query.queryKey.includes('999'),
    );
    expect(detailQueries).toHaveLength(1);
    expect(detailQueries[0]).toMatchObject({ state: { status: 'success', data: null } });
  });

  it('renders the pricing page with the packs the API has on sale, and hands them over', async () => {
    const page = await renderPage('/pricing');
    expect(page.html).toContain('Save 8%');
    expect(page.html).toContain('₹549.00');
    expect(page.html).not.toContain('Loading credit packs');
    const keys = payloadOf(page).queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toContain(JSON.stringify(['credit-packs']));
  });

  it('brings the packs with the Buy Credits page, before it knows who is signed in', async () => {
    const page = await renderPage('/buy-credits');
    expect(page.html).toContain('Buy Credits');
    const packs = payloadOf(page).queries.queries.find(
      (query) => JSON.stringify(query.queryKey) === JSON.stringify(['credit-packs']),
    );
    expect(packs).toMatchObject({ state: { status: 'success', data: OWNER_PACKS } });
  });

  it('gives a template page its canonical address, link preview and structured data', async () => {
    const page = await renderPage('/template/1234?utm_source=newsletter');
    expect(headValues(page.head, 'link', 'rel').get('canonical')).toBe(`${STORE}/template/1234`);
    const og = headValues(page.head, 'meta', 'property');
    expect(og.get('og:title')).toBe('Neon Launch Intro · Frameshop');
    expect(og.get('og:description')).toBe(detail.templateDescription);
    expect(og.get('og:url')).toBe(`${STORE}/template/1234`);
    // The share picture, at the size link previews ask for; the page itself shows the poster.
    const sharePicture = new URL(detail.sharePictureUrl!, STORE).href;
    expect(og.get('og:image')).toBe(sharePicture);
    expect(og.get('og:image:width')).toBe('1200');
    expect(og.get('og:image:height')).toBe('630');
    expect(og.get('og:image:alt')).toBe('Neon Launch Intro: video template preview');
    expect(og.get('og:video')).toBe(new URL(detail.previewUrl!, STORE).href);
    const twitter = headValues(page.head, 'meta', 'name');
    expect(twitter.get('twitter:card')).toBe('summary_large_image');
    expect(twitter.get('twitter:title')).toBe('Neon Launch Intro · Frameshop');
    expect(twitter.get('twitter:description')).toBe(detail.templateDescription);
    expect(twitter.get('twitter:image')).toBe(sharePicture);
    expect(twitter.get('twitter:image:alt')).toBe('Neon Launch Intro: video template preview');

    const [work, breadcrumb] = structuredDataOf(page);
    expect(work).toMatchObject({
      '@type': 'CreativeWork',
      name: 'Neon Launch Intro',
      url: `${STORE}/template/1234`,
      image: [
        { '@type': 'ImageObject', contentUrl: sharePicture, width: 1200, height: 630 },
        { '@type': 'ImageObject', contentUrl: new URL(detail.posterUrl, STORE).href },
      ],
      // What Google's video results ask for: the public, watermarked preview, dated by the
      // template's first publish, its pictures and its length.
      video: {
        '@type': 'VideoObject',
        name: 'Neon Launch Intro',
        uploadDate: detail.publishedAt,
        thumbnailUrl: [sharePicture, new URL(detail.posterUrl, STORE).href],
        contentUrl: new URL(detail.previewUrl!, STORE).href,
        duration: 'PT12S',
      },
    });
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: `${STORE}/` },
        { position: 2, name: 'Browse Templates', item: `${STORE}/templates-list` },
        { position: 3, name: 'Neon Launch Intro', item: `${STORE}/template/1234` },
      ],
    });
  });

  it('shows the poster in the link preview of a template made before share pictures', async () => {
    const page = await renderPage('/template/1236');
    const og = headValues(page.head, 'meta', 'property');
    expect(og.get('og:image')).toBe(new URL(older.posterUrl, STORE).href);
    // A poster's size is the template's shape, not the share picture's: left to the reader.
    expect(og.has('og:image:width')).toBe(false);
    expect(og.get('og:image:alt')).toBeTruthy();
  });

  it('points a sorted or searched list to the list itself', async () => {
    const page = await renderPage('/templates-list?sort=price-low&q=intro');
    expect(headValues(page.head, 'link', 'rel').get('canonical')).toBe(`${STORE}/templates-list`);
    expect(headValues(page.head, 'meta', 'property').get('og:url')).toBe(`${STORE}/templates-list`);
  });

  it('shows the store’s own share picture for the home page, the lists and the FAQ', async () => {
    // Without it a reader that looks past og:image and twitter:image (metascraper) took a featured
    // template's preloaded poster for the home page's picture.
    for (const url of [
      '/',
      '/templates-list',
      '/image-templates',
      '/direct-sell-templates',
      '/faq',
    ]) {
      const page = await renderPage(url);
      const og = headValues(page.head, 'meta', 'property');
      const named = headValues(page.head, 'meta', 'name');
      expect(og.get('og:image'), url).toBe(`${STORE}/share-picture.png`);
      expect(og.get('og:image:width'), url).toBe('1200');
      expect(og.get('og:image:height'), url).toBe('630');
      expect(og.get('og:image:alt'), url).toBe(
        'Frameshop: video templates, image templates and ready-made videos',
      );
      expect(og.get('og:locale'), url).toBe('en_US');
      expect(named.get('twitter:card'), url).toBe('summary_large_image');
      expect(named.get('twitter:image'), url).toBe(`${STORE}/share-picture.png`);
      expect(named.get('twitter:image:alt'), url).toBe(og.get('og:image:alt'));
      expect(named.get('twitter:title'), url).toBe(og.get('og:title'));
      expect(named.get('twitter:description'), url).toBe(named.get('description'));
      expect(named.get('twitter:description'), url).toBe(og.get('og:description'));
    }
  });

  it('publishes no Product or Offer for any kind of template: they are sold for credits (ADR 37)', async () => {
    const types = (value: unknown): string[] =>
      Array.isArray(value)
        ? value.flatMap(types)
        : value && typeof value === 'object'
          ? [
              ...('@type' in value ? [String(value['@type'])] : []),
              ...Object.values(value).flatMap(types),
            ]
          : [];
    for (const url of ['/template/1234', '/image-template/1238', '/direct-sell/1239']) {
      const page = await renderPage(url);
      const found = types(structuredDataOf(page));
      expect(found, url).toContain('CreativeWork');
      expect(
        found.filter((type) => /Product|Offer/.test(type)),
        url,
      ).toEqual([]);
      // The price is on the page, in credits, for people to read.
      expect(page.html, url).toMatch(/49(<!-- -->)? credits/);
    }
  });

  it('names the store as an Organization on the landing page', async () => {
    const page = await renderPage('/');
    expect(headValues(page.head, 'link', 'rel').get('canonical')).toBe(`${STORE}/`);
    expect(structuredDataOf(page)).toEqual([
      expect.objectContaining({ '@type': 'Organization', name: 'Frameshop', url: `${STORE}/` }),
      expect.objectContaining({ '@type': 'WebSite', url: `${STORE}/` }),
    ]);
  });

  it('answers a retired template’s page with 410, its page still shown to those who own it', async () => {
    const page = await renderPage('/template/1235');
    expect(page.status).toBe(410);
    expect(page.html).toContain('Old Intro');
  });

  it('answers a known template page with the default status', async () => {
    const page = await renderPage('/template/1234');
    expect(page.status).toBeUndefined();
  });

  it('fetches a query one component wants even while another holds the same one back', async () => {
    // The contact page needs the public config; the cookie overlays hold it back until consent.
    const page = await renderPage('/contact');
    expect(page.html).toContain('help@frameshop.example');
    expect(page.html).toContain('Send message');
  });

  it('still renders the page, with loading placeholders, when the API fails', async () => {
    const failing = vi.fn(async () => json(500, { error: 'Down', code: 'INTERNAL' }));
    const page = await renderPage('/templates-list', '', failing);
    expect(page.html).toContain('Browse Templates');
    expect(payloadOf(page).queries.queries).toEqual([]);
  });

  it('shows the cookie banner only to a visitor who has not chosen yet', async () => {
    expect((await renderPage('/faq')).html).toContain('We use cookies');
    const [chosen = ''] = consentCookieString(ESSENTIAL_ONLY, false).split(';');
    expect((await renderPage('/faq', chosen)).html).not.toContain('We use cookies');
  });

  it("renders the home page with its featured templates, without the browser's paint delay", async () => {
    const page = await renderPage('/');
    expect(page.html).toContain('Popular templates right now');
    expect(page.html).toContain('Template 1');
  });

  it('never shows a signed-out navbar: the browser knows who is signed in, the server does not', async () => {
    const page = await renderPage('/');
    expect(page.html).not.toMatch(/>Log ?in</i);
  });

  it('answers redirects for unknown paths and -template addresses', async () => {
    const apiFetch = fakeApi();
    const redirect = (url: string) => render(new Request(`http://localhost${url}`), { apiFetch });
    await expect(redirect('/no/such/page')).resolves.toEqual({
      kind: 'redirect',
      status: 302,
      location: '/',
    });
    await expect(redirect('/template/1234-template?x=1')).resolves.toEqual({
      kind: 'redirect',
      status: 302,
      location: '/template/1234?x=1',
    });
  });

  it('sends a template asked for under another kind’s address to its own page, for good', async () => {
    await expect(
      render(new Request('http://localhost/template/1237?ref=mail'), { apiFetch: fakeApi() }),
    ).resolves.toEqual({
      kind: 'redirect',
      status: 301,
      location: '/image-template/1237?ref=mail',
    });
  });

  it('renders every form to post to its own page, never to put its fields in an address', async () => {
    for (const url of ['/login', '/register', '/contact?from=faq']) {
      const forms = (await renderPage(url)).html.match(/<form [^>]*>/g) ?? [];
      expect(forms.length, url).toBeGreaterThan(0);
      for (const form of forms) {
        expect(form, url).toContain('method="post"');
        expect(form, url).toContain(`action="${url}"`);
      }
    }
  });

  it('renders the list search as a search of the page, keeping its other filters', async () => {
    const page = await renderPage('/templates-list?section=Wedding&q=neon');
    const form = /<form role="search"[^>]*>/.exec(page.html)?.[0];
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/templates-list"');
    expect(page.html).toMatch(/<input [^>]*type="search"[^>]* name="q" value="neon"\/>/);
    expect(page.html).toContain('<input type="hidden" name="section" value="Wedding"/>');
  });

  it('leaves screens behind sign-in to the browser', async () => {
    const result = await render(new Request('http://localhost/profile'), { apiFetch: fakeApi() });
    expect(result).toEqual({ kind: 'client-only' });
  });
});
