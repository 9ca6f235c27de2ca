import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../components/document-title';
import { PageContainer } from '../components/page-container';
import { useStoreSearch } from '../features/catalogue/api/get-store-search';
import { StoreSearchField } from '../features/catalogue/components/store-search-field';
import { StoreSearchResults } from '../features/catalogue/components/store-search-results';
import { FILTER_PARAMS } from '../features/catalogue/hooks/use-catalogue-filters';

/** The whole store's search results (ADR 35): a section per kind, each leading to its list. */
export default function SearchScreen() {
  const [params] = useSearchParams();
  const q = (params.get(FILTER_PARAMS.search) ?? '').trim();
  const query = useStoreSearch(q);
  return (
    <PageContainer className="py-10 lg:py-14">
      {/* A search's results are no page of their own to a search engine. */}
      <DocumentTitle title={q ? `Search: ${q}` : 'Search'} noindex />
      <div className="max-w-2xl">
        <p className="text-sm font-semibold text-brand-600">Search</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {q ? `Results for “${q}”` : 'Search the store'}
        </h1>
        <p className="mt-2 text-base leading-7 text-ink-muted sm:text-lg">
          Video templates, image templates and ready-made videos, all at once.
        </p>
      </div>
      <div className="mt-6">
        {/* Keyed by the search, so a search made elsewhere (Did you mean, Back) shows in the box. */}
        <StoreSearchField key={q} initialValue={q} />
      </div>
      {q ? <StoreSearchResults q={q} query={query} /> : null}
    </PageContainer>
  );
}
