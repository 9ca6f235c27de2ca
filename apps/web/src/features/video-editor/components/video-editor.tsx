import type { CreateRenderResponse, Scene, Upload } from '@frameshop/contract';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { createRender } from '../api/create-render';
import { useAddUploadToList, useUploads } from '../api/get-uploads';
import { audioChoicesFor, usePlacement } from '../hooks/use-placement';
import { useFreePreview } from '../hooks/use-free-preview';
import { useRenderOrder } from '../hooks/use-render-order';
import { ChoiceGroup } from './choice-group';
import { LivePreview, type PreviewTemplate } from './live-preview';
import { OrderPanel } from './order-panel';
import { PlacementControls } from './placement-controls';
import { PreviewRenderPanel, type PreviewRenderState } from './preview-render-panel';
import { TrimTimeline } from './trim-timeline';
import { UploadPicker } from './upload-picker';

/** `server-render`: pick and render. `direct-upload`: the video editor, with every control. */
export type EditorMode = 'server-render' | 'direct-upload';

export interface EditorTemplate extends PreviewTemplate {
  templateId: string;
  price: number;
}

export interface VideoEditorProps {
  mode: EditorMode;
  template: EditorTemplate;
  owned: boolean;
  balance: number | null;
  /** The uploads feature's dropzone, handed in by the route; it reports each finished upload. */
  renderUploader: (onUploaded: (upload: Upload) => void) => ReactNode;
  /** An upload to start with (the quick editor hands its choice on to the video editor). */
  initialUploadId?: string | null;
  /** A paid order was placed: update the balance and go where its progress shows. */
  onOrdered: (answer: CreateRenderResponse) => unknown;
  /** The free preview being followed, by the route's render status hook. */
  freePreview: PreviewRenderState;
  onFreePreviewStarted: (renderId: string) => unknown;
  onCancelFreePreview: (renderId: string) => Promise<unknown>;
  /** Where the video editor is, for the quick editor's link to it; null in the video editor. */
  videoEditorHref?: (uploadId: string | null) => string;
  /** The texts of the buyer's design of the template, which a render burns in over the video. */
  texts?: Scene | null;
  /** What the route offers beside the order (Make many), under it. */
  aside?: ReactNode;
}

const audioLabels = {
  template: "The template's",
  upload: 'Your video’s',
  both: 'Both, mixed',
  none: 'No sound',
} as const;

/** Both video editors: one photo or video placed in the template's window, previewed, ordered. */
export function VideoEditor({
  mode,
  template,
  owned,
  balance,
  renderUploader,
  initialUploadId = null,
  onOrdered,
  freePreview,
  onFreePreviewStarted,
  onCancelFreePreview,
  videoEditorHref,
  texts = null,
  aside = null,
}: VideoEditorProps) {
  const uploads = useUploads();
  const addUpload = useAddUploadToList();
  const [selectedId, setSelectedId] = useState<string | null>(initialUploadId);
  const [cancelling, setCancelling] = useState(false);
  const editor = usePlacement();
  const { placement } = editor;
  const upload = uploads.data?.uploads.find((item) => item.uploadId === selectedId) ?? null;
  const full = mode === 'direct-upload';
  const audioChoices = audioChoicesFor(upload);

  const select = (next: Upload) => {
    setSelectedId(next.uploadId);
    // A new picture starts centred and filling the window, its whole length, the template's sound.
    editor.reset();
  };

  const order = useRenderOrder({
    price: template.price,
    owned,
    ready: upload !== null,
    place: (expectedPrice, key) =>
      createRender(
        {
          templateId: template.templateId,
          uploadId: upload!.uploadId,
          placement,
          expectedPrice,
          preview: false,
        },
        key,
      ),
    onOrdered,
  });
  const preview = useFreePreview({
    templateId: template.templateId,
    uploadId: upload?.uploadId ?? null,
    placement,
    onStarted: onFreePreviewStarted,
  });

  const cancelPreview = async () => {
    if (!freePreview.renderId) return;
    setCancelling(true);
    try {
      await onCancelFreePreview(freePreview.renderId);
    } catch {
      // The status stream shows what became of it; a cancel that came too late changes nothing.
    } finally {
      setCancelling(false);
    }
  };

  return (
    <div className="mt-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {full ? 'Video Editor' : 'Add Your Photo or Video'}
      </h1>
      <p className="mt-1 text-ink-muted">{template.templateName}</p>

      <div className="mt-6 grid gap-6 lg:grid-cols-12 lg:gap-10">
        <div className="space-y-4 lg:col-span-7">
          <LivePreview
            template={template}
            upload={upload}
            placement={placement}
            texts={texts}
            onPan={full ? editor.panBy : undefined}
          />
          <PreviewRenderPanel
            state={freePreview}
            ready={upload !== null}
            starting={preview.starting}
            refusal={preview.message}
            onStart={preview.start}
            onCancel={() => void cancelPreview()}
            cancelling={cancelling}
          />
        </div>

        <div className="space-y-6 lg:col-span-5">
          <EditorSection title="Your photo or video">
            <UploadPicker
              selectedId={selectedId}
              onSelect={select}
              uploader={renderUploader((fresh) => {
                addUpload(fresh);
                select(fresh);
              })}
            />
            {!full && videoEditorHref ? (
              <p className="mt-3 text-sm text-ink-muted">
                Want to trim, zoom or choose the sound?{' '}
                <Link
                  to={videoEditorHref(selectedId)}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  Open the video editor
                </Link>
              </p>
            ) : null}
          </EditorSection>

          {full && upload ? (
            <>
              {upload.kind === 'video' && upload.durationSeconds ? (
                <EditorSection title="Trim">
                  <TrimTimeline
                    key={upload.uploadId}
                    url={upload.url}
                    durationSeconds={upload.durationSeconds}
                    trimStart={placement.trimStart}
                    trimEnd={placement.trimEnd}
                    onChange={editor.setTrim}
                  />
                </EditorSection>
              ) : null}
              <EditorSection title="Placement">
                <PlacementControls placement={placement} editor={editor} />
              </EditorSection>
              <EditorSection title="Sound">
                <ChoiceGroup
                  legend="Which sound the video has"
                  name="editor-audio"
                  value={placement.audio}
                  choices={(['template', 'upload', 'both', 'none'] as const).map((value) => ({
                    value,
                    label: audioLabels[value],
                    unavailable: audioChoices[value],
                  }))}
                  onChange={editor.setAudio}
                />
              </EditorSection>
            </>
          ) : null}

          <OrderPanel owned={owned} balance={balance} ready={upload !== null} order={order} />
          {aside}
        </div>
      </div>
    </div>
  );
}

function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}
