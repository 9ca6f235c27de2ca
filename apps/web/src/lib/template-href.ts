import type { TemplateKind } from '@frameshop/contract';
import { paths } from './paths';

/** A template's public page (where its card leads): each kind has its own detail page. */
export function templateHref(kind: TemplateKind, templateId: string): string {
  switch (kind) {
    case 'image':
      return paths.imageTemplate(templateId);
    case 'direct-sell':
      return paths.directSell(templateId);
    default:
      return paths.template(templateId);
  }
}
