import { CatalogueMessage } from '@frameshop/contract';
import { PlayIcon } from '../components/ui/icons';
import { useDirectSellTemplates } from '../features/catalogue/api/get-direct-sell-templates';
import { CatalogueListView } from '../features/catalogue/components/catalogue-list-view';
import { useCatalogueFilters } from '../features/catalogue/hooks/use-catalogue-filters';

export default function DirectSellTemplatesScreen() {
  const filters = useCatalogueFilters({ sortable: false });
  const query = useDirectSellTemplates(filters.filters);
  return (
    <CatalogueListView
      title="Ready-Made Videos"
      eyebrow="Direct-sell templates"
      description="Finished videos to download as they are, no editing needed."
      icon={<PlayIcon className="size-6" />}
      searchPlaceholder="Search ready-made videos"
      errorMessage={CatalogueMessage.failedToLoadDirectSell}
      filters={filters}
      query={query}
      sortable={false}
    />
  );
}
