import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { jpegSize } from '../support/jpeg-size';
import { pngSize } from '../support/png-size';

// A crawler or a link preview reads the HTML the server sends, whatever the screen; no browser.
test.skip(({ isMobile }) => isMobile, 'a crawler’s view does not depend on the screen');

/** Each `<meta property|name="…" content="…">` and `<link rel="…" href="…">` of the page's head. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const pairs = (pattern: RegExp) =>
    new Map([...head.matchAll(pattern)].map(([, name, value]) => [name!, value!]));
  return {
    meta: pairs(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g),
    links: pairs(/<link rel="([^"]+)" href="([^"]+)"/g),
  };
}

function structuredDataOf(html: string): { '@type': string; [key: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap(
    ([, json]) => JSON.parse(json!) as { '@type': string }[],
  );
}

/** The store's address as it names itself, and what a crawler fetches at an address it names. */
async function store(request: APIRequestContext) {
  const { publicUrl } = (await (await request.get('/api/public-config')).json()) as {
    publicUrl: string;
  };
  // The journeys reach the store on 127.0.0.1; it names itself by PUBLIC_URL.
  const fetchNamed = (address: string) => {
    const url = new URL(address);
    return request.get(url.origin === publicUrl ? `${url.pathname}${url.search}` : address);
  };
  return { publicUrl, fetchNamed };
}

test('a template page read without scripts has its canonical address, link preview and structured data', async ({
  request,
}) => {
  const { publicUrl, fetchNamed } = await store(request);
  const list = (await (await request.get('/api/templates?limit=1')).json()) as {
    items: { templateId: string; templateName: string }[];
  };
  const template = list.items[0]!;
  const response = await request.get(`/template/${template.templateId}?utm_source=chat`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const { meta, links } = headOf(html);
  const address = `${publicUrl}/template/${template.templateId}`;

  expect(links.get('canonical')).toBe(address);
  expect(meta.get('og:url')).toBe(address);
  expect(meta.get('og:title')).toBe(`${template.templateName} · Frameshop`);
  expect(meta.get('og:description')).toBeTruthy();
  expect(meta.get('twitter:card')).toBe('summary_large_image');
  // The picture and the video a link preview shows are there to fetch, as what they say they are:
  // the share picture at the size link previews ask for, not the catalogue's small poster.
  expect(meta.get('twitter:image')).toBe(meta.get('og:image'));
  expect(meta.get('og:image:alt')).toContain(template.templateName);
  const sharePicture = await fetchNamed(meta.get('og:image')!);
  expect(sharePicture.status()).toBe(200);
  expect(sharePicture.headers()['content-type']).toBe('image/jpeg');
  const size = jpegSize(await sharePicture.body());
  expect(size).toEqual({ width: 1200, height: 630 });
  expect([meta.get('og:image:width'), meta.get('og:image:height')]).toEqual(['1200', '630']);
  const video = await fetchNamed(meta.get('og:video')!);
  expect(video.status()).toBe(200);
  expect(video.headers()['content-type']).toBe('video/mp4');
  // Watermarked and public: another site may embed the picture and the preview.
  for (const embeddable of [sharePicture, video]) {
    expect(embeddable.headers()['cross-origin-resource-policy']).toBe('cross-origin');
  }

  const [work, breadcrumb] = structuredDataOf(html);
  expect(work).toMatchObject({
    '@type': 'CreativeWork',
    name: template.templateName,
    url: address,
    video: {
      '@type': 'VideoObject',
      contentUrl: meta.get('og:video'),
      uploadDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/),
      duration: expect.stringMatching(/^PT\d+(\.\d+)?S$/),
      thumbnailUrl: expect.arrayContaining([meta.get('og:image')]),
    },
  });
  expect(JSON.stringify(structuredDataOf(html))).not.toMatch(/"@type":"(Product|Offer)/);
  expect(breadcrumb).toMatchObject({
    '@type': 'BreadcrumbList',
    itemListElement: [
      { position: 1, item: `${publicUrl}/` },
      { position: 2, item: `${publicUrl}/templates-list` },
      { position: 3, item: address },
    ],
  });
});

test('the landing page names the store; a sorted list points to the list; an unknown template is 404', async ({
  request,
}) => {
  const { publicUrl } = await store(request);
  const home = await (await request.get('/')).text();
  expect(headOf(home).links.get('canonical')).toBe(`${publicUrl}/`);
  expect(structuredDataOf(home).map((data) => data['@type'])).toEqual(['Organization', 'WebSite']);

  const sorted = await (await request.get('/templates-list?sort=price-low')).text();
  expect(headOf(sorted).links.get('canonical')).toBe(`${publicUrl}/templates-list`);

  expect((await request.get('/template/999999999')).status()).toBe(404);
});

test('the landing page, the lists and the FAQ show the store’s own share picture', async ({
  request,
}) => {
  const { publicUrl, fetchNamed } = await store(request);
  for (const path of [
    '/',
    '/templates-list',
    '/image-templates',
    '/direct-sell-templates',
    '/faq',
  ]) {
    const { meta } = headOf(await (await request.get(path)).text());
    expect(meta.get('og:image'), path).toBe(`${publicUrl}/share-picture.png`);
    expect(meta.get('twitter:image'), path).toBe(meta.get('og:image'));
    expect([meta.get('og:image:width'), meta.get('og:image:height')], path).toEqual([
      '1200',
      '630',
    ]);
    expect(meta.get('og:image:alt'), path).toContain('Frameshop');
    expect(meta.get('og:locale'), path).toBe('en_US');
    expect(meta.get('twitter:title'), path).toBe(meta.get('og:title'));
    expect(meta.get('twitter:description'), path).toBe(meta.get('description'));
  }
  const picture = await fetchNamed(`${publicUrl}/share-picture.png`);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
  expect(pngSize(await picture.body())).toEqual({ width: 1200, height: 630 });
  expect(picture.headers()['cross-origin-resource-policy']).toBe('cross-origin');
});

test('robots.txt names the sitemap, whose pages and templates all open', async ({ request }) => {
  const { publicUrl, fetchNamed } = await store(request);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);

  const locations = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
  const index = await (await fetchNamed(`${publicUrl}/sitemap.xml`)).text();
  const [pages, templates] = locations(index);
  const pageAddresses = locations(await (await fetchNamed(pages!)).text());
  const templateAddresses = locations(await (await fetchNamed(templates!)).text());
  expect(pageAddresses).toContain(`${publicUrl}/faq`);
  expect(templateAddresses.length).toBeGreaterThan(10);
  // Every public page and a template page of each kind answer 200, not the home page's redirect.
  const templateKinds = ['/template/', '/image-template/', '/direct-sell/'].map((path) =>
    templateAddresses.find((address) => address.includes(path))!,
  );
  for (const address of [...pageAddresses, ...templateKinds]) {
    expect((await fetchNamed(address)).status(), address).toBe(200);
  }
});

test('moving around in the app keeps one canonical address, the page’s own', async ({ page }) => {
  const { publicUrl } = await store(page.request);
  await page.goto('/faq');
  const canonical = page.locator('head link[rel="canonical"]');
  await expect(canonical).toHaveAttribute('href', `${publicUrl}/faq`);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Browse Templates' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/templates-list$/);
  await expect(canonical).toHaveCount(1);
  await expect(canonical).toHaveAttribute('href', `${publicUrl}/templates-list`);
  await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Browse Templates · Frameshop',
  );
});
