import type { TemplateKind, TemplateStatus } from '@frameshop/contract';
import { Link } from 'react-router';
import { templateHref } from '../../../lib/template-href';
import { OwnerCatalogueText } from '../owner-catalogue-text';

/**
 * The template's page in the store, once it has been published: a draft has none yet, and a
 * retired one keeps its page for those who own it.
 */
export function PublicPageLink({
  kind,
  templateId,
  templateName,
  status,
}: {
  kind: TemplateKind;
  templateId: string;
  templateName: string;
  status: TemplateStatus;
}) {
  if (status === 'draft') return null;
  return (
    <Link
      to={templateHref(kind, templateId)}
      className="inline-flex h-9 items-center text-sm font-semibold whitespace-nowrap text-brand-700 hover:underline"
    >
      {OwnerCatalogueText.publicPage}
      <span className="sr-only"> of {templateName}</span>
    </Link>
  );
}
