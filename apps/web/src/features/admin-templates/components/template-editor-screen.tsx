import { AdminMessage, TemplateAdminMessage, type OwnerTemplate } from '@frameshop/contract';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { PageContainer } from '../../../components/page-container';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadingState } from '../../../components/ui/loading-state';
import { isApiError, referenceOf, serverMessageOr } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { AdminError } from '../../admin-shell/components/admin-error';
import {
  AdminSessionBoundary,
  type AdminAccess,
} from '../../admin-shell/components/admin-session-boundary';
import { dashboardTabPath } from '../../admin-shell/dashboard-tabs';
import { useOwnerTemplate } from '../hooks/use-owner-template';
import { OwnerCatalogueText } from '../owner-catalogue-text';
import { EditorSection } from './editor-section';
import { PublicPageLink } from './public-page-link';
import { SamplePreviewSection, type SamplePreviewFollow } from './sample-preview-section';
import { StartingSceneLink } from './starting-scene-link';
import { StatusBadge } from './template-badges';
import { TemplateForm } from './template-form';
import { TemplateMediaSection } from './template-media-section';
import { TemplateStatusActions } from './template-status-actions';

/** How a buyer's list shows a template: the catalogue's card, which the route brings. */
export type BuyerView = (template: OwnerTemplate) => ReactNode;

/** What a saved template's editor shows of it as buyers will see it, which the route brings. */
interface BuyerSide {
  buyerView: BuyerView;
  samplePreview: SamplePreviewFollow;
}

/**
 * The template editor behind the dashboard's gate: a new template's fields (its kind chosen
 * here), or a saved one's fields, media, status, its card as buyers will see it and a free
 * preview render of it with a sample photo.
 */
export function TemplateEditorScreen({
  templateId,
  ...buyerSide
}: BuyerSide & {
  /** null: a new template. */
  templateId: string | null;
}) {
  return (
    <AdminSessionBoundary>
      {(access) =>
        templateId === null ? (
          <NewTemplate token={access.token} />
        ) : (
          <EditTemplate access={access} templateId={templateId} {...buyerSide} />
        )
      }
    </AdminSessionBoundary>
  );
}

function EditorFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageContainer className="py-8 sm:py-10">
      <DocumentTitle title={title} />
      <Link
        to={dashboardTabPath('templates')}
        className="text-sm font-semibold text-brand-700 hover:underline"
      >
        <span aria-hidden="true">← </span>
        {OwnerCatalogueText.backToTemplates}
      </Link>
      {children}
    </PageContainer>
  );
}

function NewTemplate({ token }: { token: string }) {
  const navigate = useNavigate();
  return (
    <EditorFrame title={OwnerCatalogueText.newTemplate}>
      <h1 className="mt-4 text-2xl font-bold text-ink sm:text-3xl">
        {OwnerCatalogueText.newTemplate}
      </h1>
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-12">
        <div className="min-w-0 lg:col-span-7">
          <TemplateForm
            token={token}
            // Its media can be added once it exists, in the editor of the saved template.
            onCreated={(template) =>
              void navigate(paths.adminTemplate(template.templateId), { replace: true })
            }
          />
        </div>
        <p className="text-sm text-ink-muted lg:col-span-5">
          {OwnerCatalogueText.mediaAfterCreate}
        </p>
      </div>
    </EditorFrame>
  );
}

function EditTemplate({
  access,
  templateId,
  ...buyerSide
}: BuyerSide & {
  access: AdminAccess;
  templateId: string;
}) {
  const query = useOwnerTemplate(access.token, templateId);
  const template = query.data;

  let content: ReactNode;
  if (!template) {
    content = !query.isError ? (
      <LoadingState label={AdminMessage.loading} />
    ) : isApiError(query.error) && query.error.status === 404 ? (
      // No such template: asking again or signing in again would not help.
      <FormAlert tone="error" className="mt-6" reference={referenceOf(query.error)}>
        {serverMessageOr(query.error, TemplateAdminMessage.notFound)}
      </FormAlert>
    ) : (
      <div className="mt-6">
        <AdminError
          error={query.error}
          onRetry={() => void query.refetch()}
          onGoToLogin={access.goToLogin}
        />
      </div>
    );
  } else {
    content = <TemplateEditor token={access.token} template={template} {...buyerSide} />;
  }
  return (
    <EditorFrame title={template?.fields.templateName ?? OwnerCatalogueText.editTemplate}>
      {content}
    </EditorFrame>
  );
}

function TemplateEditor({
  token,
  template,
  buyerView,
  samplePreview,
}: BuyerSide & {
  token: string;
  template: OwnerTemplate;
}) {
  const { templateId, fields, status } = template;
  const ready = template.media.state === 'ready';
  const publicLink = (
    <PublicPageLink
      kind={fields.kind}
      templateId={templateId}
      templateName={fields.templateName}
      status={status}
    />
  );

  return (
    <>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-brand-700">{OwnerCatalogueText.editTemplate}</p>
          <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">
            {fields.templateName}
          </h1>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={status} />
          <TemplateStatusActions
            token={token}
            target={{
              templateId,
              templateName: fields.templateName,
              status,
              mediaState: template.media.state,
              revision: template.revision,
            }}
          />
          {publicLink}
        </div>
      </div>
      {template.warnings.length > 0 ? (
        <div className="mt-4">
          <FormAlert tone="info">
            <ul className="list-disc pl-4">
              {template.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </FormAlert>
        </div>
      ) : null}
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-12">
        <div className="min-w-0 lg:col-span-7">
          {/* Keyed by the template: its values start from that template's saved fields. */}
          <TemplateForm key={templateId} token={token} template={template} />
        </div>
        <div className="flex min-w-0 flex-col gap-8 lg:col-span-5">
          <TemplateMediaSection token={token} template={template} />
          <StartingSceneLink template={template} />
          {ready ? (
            <EditorSection
              id="buyer-view-title"
              title={OwnerCatalogueText.asBuyerSees}
              hint={OwnerCatalogueText.asBuyerSeesHint}
            >
              <div className="w-full max-w-xs">{buyerView(template)}</div>
              {publicLink}
            </EditorSection>
          ) : null}
          <SamplePreviewSection token={token} template={template} follow={samplePreview} />
        </div>
      </div>
    </>
  );
}
