import type { CartLine } from '@frameshop/contract';
import { Link } from 'react-router';
import { TrashIcon } from '../../../components/ui/icons';
import { formatCredits } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { CategoryTags } from './category-tags';
import { QuantityStepper } from './quantity-stepper';

interface CartLineItemProps {
  line: CartLine;
  busy: boolean;
  onStep: (delta: 1 | -1) => void;
  onRemove: () => void;
}

/** One cart line: poster, name, tags, price per licence, the stepper, the line's total, Remove. */
export function CartLineItem({ line, busy, onStep, onRemove }: CartLineItemProps) {
  const { template, unitPrice, quantity, lineTotal, owned } = line;
  return (
    <li className="flex gap-4 py-5" aria-busy={busy || undefined}>
      <img
        src={template.posterUrl}
        alt=""
        width={template.width}
        height={template.height}
        loading="lazy"
        decoding="async"
        className="aspect-video w-24 shrink-0 rounded-lg bg-slate-200 object-cover sm:w-36"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <h3 className="min-w-0 font-semibold break-words text-ink">
            {/* The spec's address for a cart item; the editor route strips the suffix. */}
            <Link
              to={paths.canvasEditor(`${template.templateId}-template`)}
              className="hover:text-brand-700"
            >
              {template.templateName}
            </Link>
          </h3>
          <p className="font-semibold text-ink tabular-nums">
            <span className="sr-only">Line total: </span>
            {formatCredits(lineTotal)}
          </p>
        </div>
        <CategoryTags categories={template.templateCategory} />
        <p className="text-sm text-ink-muted">{formatCredits(unitPrice)} per licence</p>
        {owned ? (
          <p className="text-sm font-medium text-brand-700">
            Owned — this line buys extra licences
          </p>
        ) : null}
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <QuantityStepper
            quantity={quantity}
            templateName={template.templateName}
            busy={busy}
            onStep={onStep}
          />
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            aria-label={`Remove ${template.templateName}`}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink-muted hover:bg-danger-50 hover:text-danger-700 disabled:opacity-50"
          >
            <TrashIcon className="size-4" />
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
