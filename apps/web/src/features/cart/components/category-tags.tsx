import { CART_TAGS_SHOWN } from '@frameshop/contract';

/** The first three categories, then '+N more' for the rest (spec). */
export function CategoryTags({ categories }: { categories: readonly string[] }) {
  if (categories.length === 0) return null;
  const shown = categories.slice(0, CART_TAGS_SHOWN);
  const more = categories.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Categories">
      {shown.map((category) => (
        <li
          key={category}
          className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-100"
        >
          {category}
        </li>
      ))}
      {more > 0 ? (
        <li className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-ink-muted">
          +{more} more
        </li>
      ) : null}
    </ul>
  );
}
