import { CatalogueMessage } from '@frameshop/contract';
import type { Draft, TemplateDetail, TemplateEditorSetup, Upload } from '@frameshop/contract';
import { useMemo, useState } from 'react';
import { LoadFailedPanel } from '../components/ui/load-failed-panel';
import { LoadingState } from '../components/ui/loading-state';
import { useAuth } from '../features/auth/hooks/use-auth';
import { MakeManyOffer } from '../features/batches/components/make-many-link';
import { useDraft } from '../features/canvas-editor/api/get-draft';
import { draftStart } from '../features/canvas-editor/draft-backup';
import { useDraftSaving } from '../features/canvas-editor/hooks/use-draft-saving';
import { useTemplate } from '../features/catalogue/api/get-template';
import { DetailPage } from '../features/catalogue/components/detail-page';
import { useEditorSetup } from '../features/image-editor/api/get-editor-setup';
import { ImageEditor } from '../features/image-editor/components/image-editor';
import { photoInScene } from '../features/image-editor/scene-with-photo';
import { UploadDropzone } from '../features/uploads/components/upload-dropzone';
import { useAddUploadToList, useUploads } from '../features/video-editor/api/get-uploads';
import { UploadPicker } from '../features/video-editor/components/upload-picker';
import { useTemplateId } from '../hooks/use-template-id';
import { paths } from '../lib/paths';
import { SceneExportFlow } from './scene-export-flow';

/**
 * The image editor's screen: the template (loading, not found, failed, as its detail page), what
 * the editor opens it with, then the editor, composed with the uploads feature's dropzone and
 * picker, and the export flow shared with the canvas editor.
 */
export default function TemplateDirectUploadImageScreen() {
  const templateId = useTemplateId();
  const query = useTemplate('image', templateId);
  return (
    <DetailPage
      key={templateId}
      templateId={templateId}
      query={query}
      back={{ to: paths.imageTemplate(templateId), label: 'Back to template' }}
      messages={{
        notFound: CatalogueMessage.templateNotFound,
        failed: CatalogueMessage.failedToLoadDetails,
      }}
    >
      {(template) => <EditorWithSetup template={template} />}
    </DetailPage>
  );
}

function EditorWithSetup({ template }: { template: TemplateDetail }) {
  const setup = useEditorSetup(template.templateId);
  const draft = useDraft(template.templateId);
  const uploads = useUploads();
  const { user } = useAuth();
  const failed = setup.isError || draft.isError || uploads.isError;
  if (failed) {
    return (
      <div className="mx-auto mt-10 max-w-lg">
        <LoadFailedPanel
          message="The editor could not be opened."
          onRetry={() => {
            if (setup.isError) void setup.refetch();
            if (draft.isError) void draft.refetch();
            if (uploads.isError) void uploads.refetch();
          }}
          retrying={setup.isFetching || draft.isFetching || uploads.isFetching}
          error={setup.error ?? draft.error ?? uploads.error}
        />
      </div>
    );
  }
  if (!setup.data || !draft.data || !uploads.data || !user) {
    return <LoadingState label="Opening the editor…" />;
  }
  return (
    <DraftedImageEditor
      setup={setup.data}
      draft={draft.data}
      uploads={uploads.data.uploads}
      userId={user.id}
      templateName={template.templateName}
    />
  );
}

/**
 * The image editor on the buyer's one draft of the template, the same the canvas editor opens: it
 * starts from the draft (its texts, its photo and placement), saves every change as the canvas
 * editor does (ADR 16), and on a newer version saved elsewhere offers the same choice.
 */
function DraftedImageEditor({
  setup,
  draft,
  uploads,
  userId,
  templateName,
}: {
  setup: TemplateEditorSetup;
  draft: Draft;
  uploads: Upload[];
  userId: string;
  templateName: string;
}) {
  const templateId = setup.templateId;
  const addUpload = useAddUploadToList();
  const [start, setStart] = useState(() => draftStart(userId, draft));
  const [scene, setScene] = useState(start.scene);
  // Taking the other version opens the editor again on it.
  const [opening, setOpening] = useState(0);
  const saving = useDraftSaving({
    templateId,
    userId,
    scene,
    baseRevision: start.baseRevision,
    savedScene: draft.scene,
    onTakeTheirs: (theirs) => {
      setStart((current) => ({ ...current, scene: theirs }));
      setScene(theirs);
      setOpening((count) => count + 1);
    },
  });
  const designPhoto = useMemo(() => {
    const { uploadId } = photoInScene(start.scene);
    return (
      uploads.find((upload) => upload.uploadId === uploadId && upload.kind === 'image') ?? null
    );
  }, [start, uploads]);

  return (
    <>
      <ImageEditor
        key={opening}
        setup={setup}
        templateName={templateName}
        design={start.scene}
        designPhoto={designPhoto}
        onDesignChange={setScene}
        saveStatus={saving.badge}
        renderUploadPicker={(selectedId, onSelect) => (
          <UploadPicker
            selectedId={selectedId}
            onSelect={onSelect}
            uploader={
              <UploadDropzone
                title="Upload a photo"
                photosOnly
                onUploaded={(fresh) => {
                  addUpload(fresh);
                  onSelect(fresh);
                }}
              />
            }
          />
        )}
        renderOrder={(photoScene) => (
          <>
            <SceneExportFlow
              setup={setup}
              scene={photoScene}
              notReady={photoScene ? null : 'Choose a photo to export.'}
              variant="panel"
            />
            <MakeManyOffer templateId={templateId} kind="image" />
          </>
        )}
      />
      {saving.conflictDialog}
    </>
  );
}
