/**
 * Every route of the app, in two forms: `routePatterns` for the route table and `paths` builders
 * for links and redirects. Nothing else in the app spells out a URL.
 */
import type { TemplateKind } from '@frameshop/contract';
import { routePatterns } from '@frameshop/contract/page-routes';

export { routePatterns };

export type RouteName = keyof typeof routePatterns;

const segment = (id: string) => encodeURIComponent(id);

export const paths = {
  home: () => routePatterns.home,
  login: () => routePatterns.login,
  register: () => routePatterns.register,
  faq: () => routePatterns.faq,
  buyCredits: () => routePatterns.buyCredits,
  templatesList: () => routePatterns.templatesList,
  imageTemplates: () => routePatterns.imageTemplates,
  directSellTemplates: () => routePatterns.directSellTemplates,
  search: () => routePatterns.search,
  adminDashboard: () => routePatterns.adminDashboard,
  adminTemplateNew: () => routePatterns.adminTemplateNew,
  adminTemplate: (templateId: string) =>
    `${routePatterns.adminDashboard}/templates/${segment(templateId)}`,
  adminTemplateScene: (templateId: string) =>
    `${routePatterns.adminDashboard}/templates/${segment(templateId)}/scene`,
  adminReceipt: (receiptNumber: string) =>
    `${routePatterns.adminDashboard}/receipts/${segment(receiptNumber)}`,
  template: (templateId: string) => `/template/${segment(templateId)}`,
  templateServerRender: (templateId: string) => `/template/${segment(templateId)}/server-render`,
  templateDirectUpload: (templateId: string) => `/template/${segment(templateId)}/direct-upload`,
  templateDirectUploadImage: (templateId: string) =>
    `/template/${segment(templateId)}/direct-upload-image`,
  imageTemplate: (templateId: string) => `/image-template/${segment(templateId)}`,
  directSell: (templateId: string) => `/direct-sell/${segment(templateId)}`,
  canvasEditor: (templateId: string) => `/${segment(templateId)}`,
  makeMany: (templateId: string) => `/make-many/${segment(templateId)}`,
  batch: (batchId: string) => `/batches/${segment(batchId)}`,
  profile: () => routePatterns.profile,
  purchased: () => routePatterns.purchased,
  licence: (licenceId: string) => `/licence/${segment(licenceId)}`,
  receipt: (receiptNumber: string) => `/receipts/${segment(receiptNumber)}`,
  liked: () => routePatterns.liked,
  cart: () => routePatterns.cart,
  creditPurchaseSuccess: () => routePatterns.creditPurchaseSuccess,
  pricing: () => routePatterns.pricing,
  features: () => routePatterns.features,
  developers: () => routePatterns.developers,
  support: () => routePatterns.support,
  contact: () => routePatterns.contact,
  terms: () => routePatterns.terms,
  privacy: () => routePatterns.privacy,
  cookies: () => routePatterns.cookies,
  team: (teamId: string) => `/teams/${segment(teamId)}`,
  teamInvite: () => routePatterns.teamInvite,
} satisfies Record<RouteName, (...args: string[]) => string>;

/** `path` searched for `q` ("/search?q=diwali+card"), or as it is without a search. */
function withSearch(path: string, q: string | undefined): string {
  return q ? `${path}?${new URLSearchParams({ q }).toString()}` : path;
}

const listPatterns: Record<TemplateKind, string> = {
  video: routePatterns.templatesList,
  image: routePatterns.imageTemplates,
  'direct-sell': routePatterns.directSellTemplates,
};

/** The whole store's search results for `q`. */
export function searchPath(q: string): string {
  return withSearch(routePatterns.search, q);
}

/** A kind's list, searched for `q` when given. */
export function listPath(kind: TemplateKind, q?: string): string {
  return withSearch(listPatterns[kind], q);
}

/** The profile's tabs; each has an address of its own, so links and the back button reach it. */
export const PROFILE_TABS = [
  'profile',
  'generated-videos',
  'liked-templates',
  'brand-kit',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
const PROFILE_TAB_PARAM = 'tab';

/** "/profile" for the first tab, "/profile?tab=generated-videos" for the others. */
export function profileTabPath(tab: ProfileTab): string {
  return tab === 'profile'
    ? routePatterns.profile
    : `${routePatterns.profile}?${new URLSearchParams({ [PROFILE_TAB_PARAM]: tab }).toString()}`;
}

/** The tab a profile address asks for; the first one for a missing or unknown value. */
export function profileTabOf(search: URLSearchParams): ProfileTab {
  const asked = search.get(PROFILE_TAB_PARAM);
  return PROFILE_TABS.find((tab) => tab === asked) ?? 'profile';
}

const INVITE_TOKEN_PARAM = 'token';

/** The invite's token in the accepting page's address; null without one. */
export function inviteTokenOf(search: URLSearchParams): string | null {
  return search.get(INVITE_TOKEN_PARAM)?.trim() || null;
}
