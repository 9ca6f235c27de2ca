import type { TemplateDetail } from '@frameshop/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageContainer } from '../../../components/page-container';
import { isApiError } from '../../../lib/api-error';
import { isTemplateId } from '../../../lib/template-id';
import { BackLink } from './back-link';
import { DetailError, DetailNotFound, DetailSkeleton } from './detail-status';

interface DetailPageProps {
  templateId: string;
  query: UseQueryResult<TemplateDetail>;
  back: { to: string; label: string };
  messages: { notFound: string; failed: string };
  children: (template: TemplateDetail) => ReactNode;
}

/** An id the API cannot know, or an answer saying it does not: either way, not found. */
function isNotFound(templateId: string, error: unknown): boolean {
  if (!isTemplateId(templateId)) return true;
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/** The states every detail page goes through: loading, not found, error, loaded. */
export function DetailPage({ templateId, query, back, messages, children }: DetailPageProps) {
  let content: ReactNode;
  if (isNotFound(templateId, query.error)) {
    content = <DetailNotFound message={messages.notFound} browse={back} />;
  } else if (query.isError) {
    content = (
      <DetailError
        message={messages.failed}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.isPending) {
    content = <DetailSkeleton />;
  } else {
    content = children(query.data);
  }
  return (
    <PageContainer className="py-6 lg:py-10">
      <BackLink to={back.to} label={back.label} />
      {content}
    </PageContainer>
  );
}
