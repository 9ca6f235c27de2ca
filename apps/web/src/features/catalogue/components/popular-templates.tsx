import type { TemplateKind } from '@frameshop/contract';
import { useTemplates } from '../api/get-templates';
import { COMPACT_GRID_CLASSES, TemplateGrid } from './template-grid';

/** A row of them on a wide screen, two on a phone. */
const SHOWN = 4;

/** The list as it opens: every template of the kind, the most popular first. */
const EVERYTHING = {
  q: '',
  section: '',
  sort: undefined,
  orientation: undefined,
  price: undefined,
  length: undefined,
};

/**
 * The kind's most popular templates, under a search that found nothing: the same first page the
 * list opens with (so usually already loaded and cached).
 */
export function PopularTemplates({ kind, title }: { kind: TemplateKind; title: string }) {
  const query = useTemplates(kind, EVERYTHING);
  const templates = (query.data?.pages[0]?.items ?? []).slice(0, SHOWN);
  if (query.isError || (!query.isPending && templates.length === 0)) return null;
  const label = `Popular in ${title}`;
  return (
    <section className="mt-10" aria-label={label}>
      <h3 className="text-lg font-semibold text-ink">{label}</h3>
      <div className="mt-4">
        <TemplateGrid
          templates={templates}
          skeletons={query.isPending ? SHOWN : 0}
          className={COMPACT_GRID_CLASSES}
          label={label}
        />
      </div>
    </section>
  );
}
