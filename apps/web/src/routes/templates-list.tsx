import { CatalogueMessage } from '@frameshop/contract';
import { FilmIcon } from '../components/ui/icons';
import { useTemplates } from '../features/catalogue/api/get-templates';
import { CatalogueListView } from '../features/catalogue/components/catalogue-list-view';
import { useCatalogueFilters } from '../features/catalogue/hooks/use-catalogue-filters';

export default function TemplatesListScreen() {
  const filters = useCatalogueFilters({ sortable: true });
  const query = useTemplates(filters.filters);
  return (
    <CatalogueListView
      title="Browse Templates"
      eyebrow="Video templates"
      description="Intros, promos and reels with a window for your own photos and clips."
      icon={<FilmIcon className="size-6" />}
      searchPlaceholder="Search video templates"
      errorMessage={CatalogueMessage.failedToLoadTemplates}
      filters={filters}
      query={query}
      sortable
    />
  );
}
