import { CatalogueMessage, RenderMessage, sceneTexts } from '@frameshop/contract';
import type { CreateRenderResponse, TemplateDetail } from '@frameshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../components/ui/button-link';
import { StatePanel } from '../components/ui/state-panel';
import { AlertCircleIcon } from '../components/ui/icons';
import { useAuth } from '../features/auth/hooks/use-auth';
import { usePayer } from '../features/teams/hooks/use-payer';
import { usePayerOwns } from '../features/purchases/hooks/use-payer-owns';
import { MakeManyOffer } from '../features/batches/components/make-many-link';
import { useDraft } from '../features/canvas-editor/api/get-draft';
import { useTemplate } from '../features/catalogue/api/get-template';
import { DetailPage } from '../features/catalogue/components/detail-page';
import { generatedVideosQueryOptions } from '../features/generated-videos/api/get-generated-videos';
import { UploadDropzone } from '../features/uploads/components/upload-dropzone';
import { cancelRender } from '../features/renders/api/cancel-render';
import { useRenderStatus } from '../features/renders/hooks/use-render-status';
import {
  VideoEditor,
  type EditorMode,
  type EditorTemplate,
} from '../features/video-editor/components/video-editor';
import { useTemplateId } from '../hooks/use-template-id';
import { paths, profileTabPath } from '../lib/paths';

/** The query parameter that hands the quick editor's chosen upload on to the video editor. */
const UPLOAD_PARAM = 'upload';

/**
 * Both video editors' screen: the template (loading, not found, failed with Try Again, as its
 * detail page), then the editor, composed with the uploads feature's dropzone and the signed-in
 * user's licence and balance. The route is behind sign-in.
 */
export function VideoEditorScreen({ mode }: { mode: EditorMode }) {
  const templateId = useTemplateId();
  const query = useTemplate('video', templateId);
  return (
    <DetailPage
      key={templateId}
      templateId={templateId}
      query={query}
      back={{ to: paths.template(templateId), label: 'Back to template' }}
      messages={{
        notFound: CatalogueMessage.templateNotFound,
        failed: CatalogueMessage.failedToLoadDetails,
      }}
    >
      {(template) => <LoadedEditor mode={mode} template={template} />}
    </DetailPage>
  );
}

function LoadedEditor({ mode, template }: { mode: EditorMode; template: TemplateDetail }) {
  const { user, updateCredits } = useAuth();
  const payer = usePayer(user);
  const payerOwns = usePayerOwns(user?.purchasedTemplates);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const [previewId, setPreviewId] = useState<string | null>(null);
  const previewStatus = useRenderStatus(previewId);
  const editable = editorTemplate(template);
  // The buyer's design of the template, as the canvas editor has it (or its starting scene): a
  // render burns its texts in over the video, so the live preview shows them. Without it (still
  // loading, or not to be had) the preview shows the placement alone.
  const draft = useDraft(template.templateId);
  const texts = useMemo(() => (draft.data ? sceneTexts(draft.data.scene) : null), [draft.data]);

  if (!editable) {
    return (
      <div className="mx-auto mt-10 max-w-lg">
        <StatePanel
          tone="failed"
          icon={<AlertCircleIcon className="size-8 text-danger-600" />}
          message={RenderMessage.notAVideoTemplate}
        >
          <ButtonLink to={paths.templatesList()} variant="secondary">
            Browse video templates
          </ButtonLink>
        </StatePanel>
      </div>
    );
  }

  const onOrdered = async (answer: CreateRenderResponse) => {
    // A list fetched a moment ago would not have the new render on it.
    await queryClient.invalidateQueries({ queryKey: generatedVideosQueryOptions.queryKey });
    await navigate(profileTabPath('generated-videos'));
    await updateCredits(answer.remainingCredits);
  };

  return (
    <VideoEditor
      mode={mode}
      template={editable}
      owned={payerOwns(template.templateId)}
      balance={payer.credits}
      renderUploader={(onUploaded) => <UploadDropzone onUploaded={onUploaded} />}
      initialUploadId={search.get(UPLOAD_PARAM)}
      onOrdered={onOrdered}
      freePreview={{ renderId: previewId, ...previewStatus }}
      onFreePreviewStarted={setPreviewId}
      onCancelFreePreview={cancelRender}
      texts={texts}
      aside={<MakeManyOffer templateId={template.templateId} kind="video" />}
      videoEditorHref={(uploadId) =>
        uploadId
          ? `${paths.templateDirectUpload(template.templateId)}?${new URLSearchParams({ [UPLOAD_PARAM]: uploadId }).toString()}`
          : paths.templateDirectUpload(template.templateId)
      }
    />
  );
}

/** A video template with a window to put media in; null for any other. */
function editorTemplate(template: TemplateDetail): EditorTemplate | null {
  if (template.kind !== 'video' || !template.hasGreenScreen) return null;
  if (!template.maskUrl || !template.previewUrl) return null;
  return { ...template, maskUrl: template.maskUrl, previewUrl: template.previewUrl };
}

export default function TemplateServerRenderScreen() {
  return <VideoEditorScreen mode="server-render" />;
}
