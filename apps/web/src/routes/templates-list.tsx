import { CatalogueMessage } from '@frameshop/contract';
import type { TemplateKind } from '@frameshop/contract';
import type { ComponentType } from 'react';
import { FilmIcon, ImageIcon, PlayIcon } from '../components/ui/icons';
import { useTemplates } from '../features/catalogue/api/get-templates';
import { CatalogueListView } from '../features/catalogue/components/catalogue-list-view';
import { useCatalogueFilters } from '../features/catalogue/hooks/use-catalogue-filters';
import { useRouteTemplateKind } from '../features/catalogue/hooks/use-route-template-kind';

interface ListScreen {
  title: string;
  eyebrow: string;
  description: string;
  Icon: ComponentType<{ className?: string }>;
  searchPlaceholder: string;
  errorMessage: string;
  /** Only the video list has a sort selector. */
  sortable: boolean;
}

const screens: Record<TemplateKind, ListScreen> = {
  video: {
    title: 'Browse Templates',
    eyebrow: 'Video templates',
    description: 'Intros, promos and reels with a window for your own photos and clips.',
    Icon: FilmIcon,
    searchPlaceholder: 'Search video templates',
    errorMessage: CatalogueMessage.failedToLoadTemplates,
    sortable: true,
  },
  image: {
    title: 'Image Templates',
    eyebrow: 'Image templates',
    description:
      'Posters, posts and banners you can edit in the browser and download in full resolution.',
    Icon: ImageIcon,
    searchPlaceholder: 'Search image templates',
    errorMessage: CatalogueMessage.failedToLoadImageTemplates,
    sortable: false,
  },
  'direct-sell': {
    title: 'Ready-Made Videos',
    eyebrow: 'Direct-sell templates',
    description: 'Finished videos to download as they are, no editing needed.',
    Icon: PlayIcon,
    searchPlaceholder: 'Search ready-made videos',
    errorMessage: CatalogueMessage.failedToLoadDirectSell,
    sortable: false,
  },
};

/** The one list screen of every template kind; the route's handle says which kind. */
export default function TemplatesListScreen() {
  const kind = useRouteTemplateKind();
  const { Icon, sortable, ...screen } = screens[kind];
  const filters = useCatalogueFilters({ sortable });
  const query = useTemplates(kind, filters.filters);
  return (
    <CatalogueListView
      {...screen}
      kind={kind}
      icon={<Icon className="size-6" />}
      filters={filters}
      query={query}
      sortable={sortable}
    />
  );
}
