import { paths } from '../../lib/paths';

/** The catalogue links every visitor sees, in the header and the mobile menu. */
export const primaryNav = [
  { label: 'Browse Templates', to: paths.templatesList() },
  { label: 'Image Templates', to: paths.imageTemplates() },
  { label: 'Ready-Made Videos', to: paths.directSellTemplates() },
] as const;
