import type { StoreSearchResponse, StoreSearchSection } from '@frameshop/contract';
import { STORE_SEARCH_TEMPLATES_PER_KIND } from '@frameshop/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { listPath, searchPath } from '../../../lib/paths';
import { countOfKind, KIND_NAMES } from '../kind-names';
import { DidYouMean, ListEmpty, ListError } from './list-status';
import { LIST_GRID_CLASSES, TemplateGrid } from './template-grid';

const STORE_SEARCH_FAILED = 'Failed to load search results';

const countText = new Intl.NumberFormat('en-IN');

/**
 * The whole store's results for a search: how many it found of each kind, then a section per
 * kind with its count, its first templates and a link to its list searched for the same words.
 */
export function StoreSearchResults({
  q,
  query,
}: {
  q: string;
  query: UseQueryResult<StoreSearchResponse>;
}) {
  const navigate = useNavigate();
  const onSearch = (spelling: string) => void navigate(searchPath(spelling));
  const { data } = query;

  if (query.isPending) {
    return (
      <div className="mt-10 space-y-12">
        {(['video', 'image', 'direct-sell'] as const).map((kind) => (
          <TemplateGrid
            key={kind}
            templates={[]}
            skeletons={STORE_SEARCH_TEMPLATES_PER_KIND}
            label={`Loading ${KIND_NAMES[kind].heading.toLowerCase()}`}
          />
        ))}
      </div>
    );
  }
  if (!data) {
    return (
      <div className="mt-10">
        <ListError
          message={STORE_SEARCH_FAILED}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }

  const total = data.sections.reduce((sum, section) => sum + section.count, 0);
  if (total === 0) {
    return (
      <div className="mt-10">
        <ListEmpty didYouMean={data.didYouMean} onSearch={onSearch} />
      </div>
    );
  }
  const found = data.sections.filter((section) => section.count > 0);
  return (
    <div
      aria-busy={query.isPlaceholderData}
      className={`transition-opacity duration-200 ${query.isPlaceholderData ? 'opacity-50' : ''}`}
    >
      <p role="status" className="mt-6 text-sm text-ink-muted">
        {countText.format(total)} {total === 1 ? 'template' : 'templates'} for “{q}”:{' '}
        {found.map((section) => countOfKind(section.kind, section.count)).join(', ')}
      </p>
      {data.didYouMean ? <DidYouMean spelling={data.didYouMean} onSearch={onSearch} /> : null}
      {data.sections.map((section) => (
        <KindSection key={section.kind} q={q} section={section} />
      ))}
    </div>
  );
}

function KindSection({ q, section }: { q: string; section: StoreSearchSection }) {
  const { kind, count, templates } = section;
  const names = KIND_NAMES[kind];
  const headingId = `store-search-${kind}`;
  return (
    <section aria-labelledby={headingId} className="mt-10 border-t border-line pt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id={headingId} className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
          {names.heading}{' '}
          <span className="font-medium text-ink-muted">({countText.format(count)})</span>
        </h2>
        {count > 0 ? (
          <Link
            to={listPath(kind, q)}
            className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            See all {countOfKind(kind, count)}
          </Link>
        ) : null}
      </div>
      {count > 0 ? (
        <TemplateGrid
          templates={templates}
          label={`${names.heading} for “${q}”`}
          className={`mt-6 ${LIST_GRID_CLASSES}`}
        />
      ) : (
        <p className="mt-3 text-base text-ink-muted">
          No {names.many} match “{q}”.
        </p>
      )}
    </section>
  );
}
