import { CatalogueMessage } from '@frameshop/contract';
import { ImageIcon } from '../components/ui/icons';
import { useImageTemplates } from '../features/catalogue/api/get-image-templates';
import { CatalogueListView } from '../features/catalogue/components/catalogue-list-view';
import { useCatalogueFilters } from '../features/catalogue/hooks/use-catalogue-filters';

export default function ImageTemplatesScreen() {
  const filters = useCatalogueFilters({ sortable: false });
  const query = useImageTemplates(filters.filters);
  return (
    <CatalogueListView
      title="Image Templates"
      eyebrow="Image templates"
      description="Posters, posts and banners you can edit in the browser and download in full resolution."
      icon={<ImageIcon className="size-6" />}
      searchPlaceholder="Search image templates"
      errorMessage={CatalogueMessage.failedToLoadImageTemplates}
      filters={filters}
      query={query}
      sortable={false}
    />
  );
}
