import { useParams } from 'react-router';
import { normalizeTemplateId } from '../lib/template-id';

/** The `:templateId` of the current route, without a `-template` suffix. */
export function useTemplateId(): string {
  const { templateId } = useParams();
  return normalizeTemplateId(templateId);
}
