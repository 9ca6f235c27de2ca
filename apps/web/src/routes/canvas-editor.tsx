import {
  CatalogueMessage,
  SceneExportMessage,
  unfilledVideoSlot,
  type BrandLogo,
  type Draft,
  type TemplateEditorSetup,
  type Upload,
} from '@frameshop/contract';
import { useCallback, useMemo, useState } from 'react';
import { DocumentTitle } from '../components/document-title';
import { PageContainer } from '../components/page-container';
import { Button } from '../components/ui/button';
import { LoadingState } from '../components/ui/loading-state';
import { useAuth } from '../features/auth/hooks/use-auth';
import { MakeManyLink } from '../features/batches/components/make-many-link';
import { BackLink } from '../features/catalogue/components/back-link';
import { DetailError, DetailNotFound } from '../features/catalogue/components/detail-status';
import { useDraft } from '../features/canvas-editor/api/get-draft';
import { CanvasEditor } from '../features/canvas-editor/components/canvas-editor';
import { draftStart } from '../features/canvas-editor/draft-backup';
import { useBundledFonts } from '../features/canvas-editor/hooks/use-bundled-fonts';
import { useEditorSetup } from '../features/image-editor/api/get-editor-setup';
import { uploadFile } from '../features/uploads/api/upload-file';
import { UploadDropzone } from '../features/uploads/components/upload-dropzone';
import { useBrandKit } from '../features/brand-kit/api/brand-kit-api';
import { useAddUploadToList, useUploads } from '../features/video-editor/api/get-uploads';
import { UploadPicker } from '../features/video-editor/components/upload-picker';
import { useTemplateId } from '../hooks/use-template-id';
import { paths } from '../lib/paths';
import { SceneExportFlow } from './scene-export-flow';

/** Where the editor's detail links lead: each kind's own page. */
const detailPath = {
  video: paths.template,
  image: paths.imageTemplate,
  'direct-sell': paths.directSell,
} as const;

/**
 * The canvas editor of a template (behind sign-in): the buyer's draft, or the template's own
 * scene when they have none, once the bundled fonts are there to lay text out with (ADR 16).
 * Loading, not found and failed as the other editors; the buyer's photos come from the uploads
 * feature's dropzone and picker.
 */
export default function CanvasEditorScreen() {
  const templateId = useTemplateId();
  const draft = useDraft(templateId);
  const fonts = useBundledFonts();
  const { user } = useAuth();

  let content;
  if (draft.data === null) {
    content = (
      <DetailNotFound
        message={CatalogueMessage.templateNotFound}
        browse={{ to: paths.templatesList(), label: 'Browse templates' }}
      />
    );
  } else if (draft.isError || fonts.state === 'failed') {
    content = (
      <DetailError
        message="The editor could not be opened"
        error={draft.error}
        onRetry={() => {
          if (draft.isError) void draft.refetch();
          if (fonts.state === 'failed') fonts.retry();
        }}
      />
    );
  } else if (!draft.data || !user || fonts.state === 'loading') {
    content = <LoadingState label="Opening the editor…" />;
  } else {
    content = <LoadedEditor key={templateId} draft={draft.data} userId={user.id} />;
  }
  return (
    <PageContainer className="py-6 lg:py-8">
      <BackLink
        to={draft.data ? detailPath[draft.data.template.kind](templateId) : paths.home()}
        label="Back to template"
      />
      {content}
    </PageContainer>
  );
}

function LoadedEditor({ draft, userId }: { draft: Draft; userId: string }) {
  const templateId = draft.template.templateId;
  const [start] = useState(() => draftStart(userId, draft));
  const uploads = useUploads();
  const addUpload = useAddUploadToList();
  const urls = useMemo(
    () => new Map(uploads.data?.uploads.map((upload) => [upload.uploadId, upload.url])),
    [uploads.data],
  );
  const photoUrlOf = useCallback((uploadId: string) => urls.get(uploadId), [urls]);
  // The price, the licence and the kind the export flow needs (the draft answer has no price).
  const setup = useEditorSetup(templateId);
  const brandKit = useBrandKit();

  return (
    <>
      <DocumentTitle title={`Edit ${draft.template.templateName}`} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {draft.template.templateName}
      </h1>
      <CanvasEditor
        draft={draft}
        userId={userId}
        start={start}
        photoUrlOf={photoUrlOf}
        brand={brandKit.data}
        uploadLogo={async (logo) => {
          const upload = await uploadLogoFile(logo);
          addUpload(upload);
          return upload.uploadId;
        }}
        renderExport={(scene, saved) => (
          <>
            <MakeManyLink templateId={templateId} saved={saved} />
            <CanvasExport setup={setup.data} failed={setup.isError} scene={scene} saved={saved} />
          </>
        )}
        renderPhotoPicker={(selectedId, onPick) => (
          <PhotoPicker
            selectedId={selectedId}
            onPick={onPick}
            onUploaded={(upload) => {
              addUpload(upload);
              if (upload.kind === 'image') onPick(upload.uploadId);
            }}
          />
        )}
      />
    </>
  );
}

/**
 * A kit's logo sent as one of the buyer's photos, which an image layer draws: the same bytes sent
 * again answer the earlier upload, so a logo placed twice is kept once.
 */
async function uploadLogoFile(logo: BrandLogo): Promise<Upload> {
  const response = await fetch(logo.url);
  if (!response.ok) throw new Error(`The logo could not be read (${response.status}).`);
  const picture = await response.blob();
  const extension = picture.type === 'image/jpeg' ? 'jpg' : picture.type.replace('image/', '');
  return uploadFile(new File([picture], `logo.${extension}`, { type: picture.type }));
}

/** Export once the draft is saved: the server exports the design it holds, not a newer one. */
function CanvasExport({
  setup,
  failed,
  scene,
  saved,
}: {
  setup: TemplateEditorSetup | undefined;
  failed: boolean;
  scene: Draft['scene'];
  saved: boolean;
}) {
  if (!setup) {
    return (
      <Button size="sm" disabled title={failed ? 'Export could not be opened.' : undefined}>
        Export
      </Button>
    );
  }
  return (
    <SceneExportFlow
      setup={setup}
      scene={scene}
      notReady={saved ? null : 'Export opens once your design is saved.'}
      blocked={
        setup.kind === 'video' && unfilledVideoSlot(scene) ? SceneExportMessage.emptySlot : null
      }
      variant="button"
    />
  );
}

/** A photo slot takes photos: a video picked or uploaded here is kept, but not placed. */
function PhotoPicker({
  selectedId,
  onPick,
  onUploaded,
}: {
  selectedId: string | null;
  onPick: (uploadId: string) => void;
  onUploaded: (upload: Upload) => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <div className="space-y-2">
      <UploadPicker
        selectedId={selectedId}
        onSelect={(upload) => {
          setRefusal(upload.kind === 'image' ? null : 'A photo slot takes photos: choose a photo.');
          if (upload.kind === 'image') onPick(upload.uploadId);
        }}
        uploader={<UploadDropzone title="Upload a photo" photosOnly onUploaded={onUploaded} />}
      />
      {refusal ? (
        <p role="alert" className="text-sm text-danger-700">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
