import {
  AdminMessage,
  TemplateAdminMessage,
  type OwnerScene,
  type Scene,
} from '@frameshop/contract';
import { useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { DocumentTitle } from '../components/document-title';
import { PageContainer } from '../components/page-container';
import { Button } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { LoadingState } from '../components/ui/loading-state';
import { adminErrorMessage } from '../features/admin-shell/admin-error-message';
import { AdminError } from '../features/admin-shell/components/admin-error';
import {
  AdminSessionBoundary,
  type AdminAccess,
} from '../features/admin-shell/components/admin-session-boundary';
import { useTemplateScene } from '../features/admin-templates/api/get-template-scene';
import { useSaveTemplateScene } from '../features/admin-templates/api/save-template-scene';
import { TemplateSceneEditor } from '../features/canvas-editor/components/template-scene-editor';
import { useBundledFonts } from '../features/canvas-editor/hooks/use-bundled-fonts';
import { isApiError } from '../lib/api-error';
import { paths } from '../lib/paths';

/**
 * The owner designs a template's starting scene (behind the dashboard's gate): the canvas editor
 * in template mode, opened from the template's scene as saved and saved over its revision. It
 * composes the dashboard (session, calls) and the canvas editor, which features may not import
 * from each other.
 */
export default function AdminTemplateSceneScreen() {
  const { templateId = '' } = useParams();
  return (
    <PageContainer className="py-6 lg:py-8">
      <Link
        to={paths.adminTemplate(templateId)}
        className="text-sm font-semibold text-brand-700 hover:underline"
      >
        <span aria-hidden="true">← </span>
        Back to the template
      </Link>
      <AdminSessionBoundary>
        {(access) => <SceneLoader access={access} templateId={templateId} />}
      </AdminSessionBoundary>
    </PageContainer>
  );
}

function SceneLoader({ access, templateId }: { access: AdminAccess; templateId: string }) {
  const query = useTemplateScene(access.token, templateId);
  const fonts = useBundledFonts();
  // Reload after a newer save opens the editor afresh from what is saved now.
  const [opening, setOpening] = useState(0);

  let content: ReactNode;
  if (query.data && fonts.state === 'ready') {
    content = (
      <LoadedScene
        key={opening}
        access={access}
        loaded={query.data}
        onReload={async () => {
          await query.refetch();
          setOpening((count) => count + 1);
        }}
      />
    );
  } else if (query.isError && isApiError(query.error) && [400, 404].includes(query.error.status)) {
    // No such template, or one with no scene: asking again or signing in again would not help.
    content = (
      <FormAlert tone="error" className="mt-6">
        {adminErrorMessage(query.error)}
      </FormAlert>
    );
  } else if (query.isError) {
    content = (
      <div className="mt-6">
        <AdminError
          error={query.error}
          onRetry={() => void query.refetch()}
          onGoToLogin={access.goToLogin}
        />
      </div>
    );
  } else if (fonts.state === 'failed') {
    content = (
      <FormAlert tone="error" className="mt-6">
        The editor’s fonts could not be loaded.{' '}
        <Button size="sm" variant="secondary" onClick={fonts.retry}>
          {AdminMessage.tryAgain}
        </Button>
      </FormAlert>
    );
  } else {
    content = <LoadingState label="Opening the editor…" />;
  }
  return content;
}

function LoadedScene({
  access,
  loaded,
  onReload,
}: {
  access: AdminAccess;
  loaded: OwnerScene;
  onReload: () => Promise<void>;
}) {
  const { template } = loaded;
  const save = useSaveTemplateScene(access.token, template.templateId);
  // Each save names the revision the last one made, so saving twice is not a conflict with itself.
  const revision = useRef(loaded.revision);
  const [reloading, setReloading] = useState(false);

  const onSave = async (scene: Scene) => {
    const answer = await save.mutateAsync({ scene, revision: revision.current });
    revision.current = answer.revision;
  };

  const renderSaveError = (error: unknown) => {
    if (!(isApiError(error) && error.status === 409)) return adminErrorMessage(error);
    return (
      <>
        <p>{TemplateAdminMessage.revisionConflict}</p>
        <p className="mt-1">Reloading shows what is saved now; the changes made here are lost.</p>
        <Button
          size="sm"
          variant="secondary"
          className="mt-2"
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            void onReload().finally(() => setReloading(false));
          }}
        >
          Reload
        </Button>
      </>
    );
  };

  return (
    <>
      <DocumentTitle title={`Starting scene · ${template.templateName}`} />
      <div className="mt-4">
        <p className="text-sm font-semibold text-brand-700">Starting scene</p>
        <h1 className="text-2xl font-bold tracking-tight break-words text-ink sm:text-3xl">
          {template.templateName}
        </h1>
        <p className="mt-1 max-w-prose text-sm text-ink-muted">
          What every buyer sees when they first open this template in the editor: place the photo
          slots they fill and the text they start from.
        </p>
      </div>
      <TemplateSceneEditor
        template={template}
        scene={loaded.scene}
        onSave={onSave}
        renderSaveError={renderSaveError}
      />
    </>
  );
}
