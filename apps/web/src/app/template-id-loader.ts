import { replace } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { paths } from '../lib/paths';
import { isTemplateId, normalizeTemplateId } from '../lib/template-id';

interface TemplateIdLoaderOptions {
  /**
   * For `/:templateId`, which would otherwise swallow every one-segment path: anything that is not
   * a template id is an unknown page and goes home.
   */
  requireTemplateId?: boolean;
}

/**
 * Sends `…/123-template…` to the canonical `…/123…`, replacing the history entry so Back does not
 * bounce through the old address.
 */
export function templateIdLoader(
  buildPath: (templateId: string) => string,
  { requireTemplateId = false }: TemplateIdLoaderOptions = {},
) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const raw = params.templateId ?? '';
    const templateId = normalizeTemplateId(raw);
    if (requireTemplateId && !isTemplateId(templateId)) return replace(paths.home());
    if (templateId !== raw && templateId !== '') {
      return replace(`${buildPath(templateId)}${new URL(request.url).search}`);
    }
    return null;
  };
}
