import { templateKindSchema, type TemplateDetail, type TemplateKind } from '@frameshop/contract';
import { isApiError } from '../../../lib/api-error';

/** A template that exists, but of another kind than the page asked for: its page is elsewhere. */
export interface TemplateElsewhere {
  elsewhere: TemplateKind;
}

/** What a template's page is given: the template, null when there is none, or where it lives. */
export type TemplateAnswer = TemplateDetail | null | TemplateElsewhere;

export const isElsewhere = (answer: TemplateAnswer | undefined): answer is TemplateElsewhere =>
  typeof answer === 'object' && answer !== null && 'elsewhere' in answer;

/**
 * A template the API says does not exist (404, or 400 for an id it cannot read) is an answer, not
 * a failure: the page shows "not found" from it, and a page rendered on the server hands it to the
 * browser like any other answer, so the browser's first render is the server's. A 404 naming the
 * template's own kind (an image template's id under a video template's address) is the answer
 * "elsewhere", which sends the visitor to its page.
 */
export async function templateAnswerOf(request: Promise<TemplateDetail>): Promise<TemplateAnswer> {
  try {
    return await request;
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      const kind = templateKindSchema.safeParse(error.details.templateKind);
      return kind.success ? { elsewhere: kind.data } : null;
    }
    if (isApiError(error) && error.status === 400) return null;
    throw error;
  }
}
