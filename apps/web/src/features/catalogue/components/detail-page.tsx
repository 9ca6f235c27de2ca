import type { TemplateDetail } from '@frameshop/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MovedTo } from '../../../components/moved-to';
import { PageContainer } from '../../../components/page-container';
import { templateHref } from '../../../lib/template-href';
import { isTemplateId } from '../../../lib/template-id';
import { isElsewhere, type TemplateAnswer } from '../api/missing-template';
import { BackLink } from './back-link';
import { DetailError, DetailNotFound, DetailSkeleton } from './detail-status';

interface DetailPageProps {
  templateId: string;
  query: UseQueryResult<TemplateAnswer>;
  back: { to: string; label: string };
  messages: { notFound: string; failed: string };
  children: (template: TemplateDetail) => ReactNode;
}

/**
 * The states every detail page goes through: loading, not found, error, loaded; and a template of
 * another kind, whose own page the visitor is sent on to.
 */
export function DetailPage({ templateId, query, back, messages, children }: DetailPageProps) {
  const template = query.data;
  if (isElsewhere(template)) return <MovedTo to={templateHref(template.elsewhere, templateId)} />;
  let content: ReactNode;
  // An id the API cannot know, or an answer saying there is no such template (null).
  if (!isTemplateId(templateId) || template === null) {
    content = <DetailNotFound message={messages.notFound} browse={back} />;
  } else if (query.isError) {
    content = (
      <DetailError
        message={messages.failed}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (template === undefined) {
    content = <DetailSkeleton />;
  } else {
    content = children(template);
  }
  return (
    <PageContainer className="py-6 lg:py-10">
      <BackLink to={back.to} label={back.label} />
      {content}
    </PageContainer>
  );
}
