/**
 * robots.txt: everything public may be crawled; the API, the signed-in pages and the owner's
 * dashboard may not. It names the sitemap at the store's own address, which only the server knows.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dev/',
    'Disallow: /internal-dashboard-admin',
    'Disallow: /profile',
    'Disallow: /Cart',
    'Disallow: /Liked',
    'Disallow: /Purchased',
    'Disallow: /licence/',
    'Disallow: /receipts/',
    'Disallow: /credit-purchase-success',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
