import { CatalogueMessage } from '@frameshop/contract';
import type { TemplateDetail } from '@frameshop/contract';
import { LoadFailedPanel } from '../components/ui/load-failed-panel';
import { LoadingState } from '../components/ui/loading-state';
import { useTemplate } from '../features/catalogue/api/get-template';
import { DetailPage } from '../features/catalogue/components/detail-page';
import { useEditorSetup } from '../features/image-editor/api/get-editor-setup';
import { ImageEditor } from '../features/image-editor/components/image-editor';
import { UploadDropzone } from '../features/uploads/components/upload-dropzone';
import { useAddUploadToList } from '../features/video-editor/api/get-uploads';
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
  const addUpload = useAddUploadToList();
  if (setup.isPending) return <LoadingState label="Opening the editor…" />;
  if (setup.isError) {
    return (
      <div className="mx-auto mt-10 max-w-lg">
        <LoadFailedPanel
          message="The editor could not be opened."
          onRetry={() => void setup.refetch()}
          retrying={setup.isFetching}
        />
      </div>
    );
  }
  return (
    <ImageEditor
      setup={setup.data}
      templateName={template.templateName}
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
      renderOrder={(scene) => (
        <SceneExportFlow
          setup={setup.data}
          scene={scene}
          notReady={scene ? null : 'Choose a photo to export.'}
          variant="panel"
        />
      )}
    />
  );
}
