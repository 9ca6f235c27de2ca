/**
 * Every page of the web app, as its route table spells it (`:name` is one path segment). The web
 * app routes by them and builds its links from them (apps/web/src/lib/paths.ts); the server labels
 * a page request's metrics with the one a path matches (`pageRouteOf`).
 */
export const routePatterns = {
  home: '/',
  login: '/login',
  register: '/register',
  faq: '/faq',
  buyCredits: '/buy-credits',
  templatesList: '/templates-list',
  imageTemplates: '/image-templates',
  directSellTemplates: '/direct-sell-templates',
  search: '/search',
  adminDashboard: '/internal-dashboard-admin',
  adminTemplateNew: '/internal-dashboard-admin/templates/new',
  adminTemplate: '/internal-dashboard-admin/templates/:templateId',
  adminTemplateScene: '/internal-dashboard-admin/templates/:templateId/scene',
  adminReceipt: '/internal-dashboard-admin/receipts/:receiptNumber',
  template: '/template/:templateId',
  templateServerRender: '/template/:templateId/server-render',
  templateDirectUpload: '/template/:templateId/direct-upload',
  templateDirectUploadImage: '/template/:templateId/direct-upload-image',
  imageTemplate: '/image-template/:templateId',
  directSell: '/direct-sell/:templateId',
  canvasEditor: '/:templateId',
  makeMany: '/make-many/:templateId',
  batch: '/batches/:batchId',
  profile: '/profile',
  purchased: '/Purchased',
  licence: '/licence/:licenceId',
  receipt: '/receipts/:receiptNumber',
  liked: '/Liked',
  cart: '/Cart',
  creditPurchaseSuccess: '/credit-purchase-success',
  pricing: '/pricing',
  features: '/features',
  developers: '/developers',
  support: '/support',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  cookies: '/cookies',
  team: '/teams/:teamId',
  teamInvite: '/team-invite',
} as const;

const patternSegments = Object.values(routePatterns).map((pattern) => ({
  pattern,
  segments: pattern.split('/').filter(Boolean),
}));

/**
 * The pattern of the page at `pathname`, as the web app's router picks it (case-insensitive, a
 * trailing slash ignored, a fixed segment before a `:name` one); undefined for a path no page has.
 */
export function pageRouteOf(pathname: string): string | undefined {
  const asked = pathname.split('/').filter(Boolean);
  let best: { pattern: string; fixed: number } | undefined;
  for (const { pattern, segments } of patternSegments) {
    if (segments.length !== asked.length) continue;
    let fixed = 0;
    const matches = segments.every((segment, index) => {
      if (segment.startsWith(':')) return true;
      fixed += 1;
      return segment.toLowerCase() === asked[index]!.toLowerCase();
    });
    if (matches && (!best || fixed > best.fixed)) best = { pattern, fixed };
  }
  return best?.pattern;
}
