import {
  RENDER_ZOOM_MAX,
  RENDER_ZOOM_MIN,
  SCENE_PREVIEW_WATERMARK,
  type Scene,
  type TemplateEditorSetup,
  type Upload,
} from '@frameshop/contract';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { EyeIcon, MinusIcon, PlusIcon, RefreshIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useFailure } from '../../../hooks/use-failure';
import { failureAdvice } from '../../../lib/api-error';
import { previewSceneExport } from '../api/preview-scene-export';
import { useScenePictures } from '../hooks/use-scene-pictures';
import {
  INITIAL_PLACEMENT,
  rotateBy,
  zoomBy,
  type PhotoPlacement,
} from '../../../lib/photo-placement';
import { photoInScene, photoSlotOf, sceneWithPhoto } from '../scene-with-photo';
import { SceneCanvas } from './scene-canvas';

export interface ImageEditorProps {
  setup: TemplateEditorSetup;
  templateName: string;
  /**
   * The design it opens: the buyer's draft, the one the canvas editor edits too (its texts and its
   * photo), or the template's starting scene when there is none.
   */
  design: Scene;
  /** The photo the design holds in its slot, if the buyer still has it. */
  designPhoto: Upload | null;
  /** Told every scene shown with a photo in it, to be saved as the buyer's draft. */
  onDesignChange: (scene: Scene) => void;
  /** Whether the draft is saved, shown beside the canvas (composed by the route). */
  saveStatus?: ReactNode;
  /** The uploads feature's picker and dropzone, handed in by the route. */
  renderUploadPicker: (selectedId: string | null, onSelect: (upload: Upload) => void) => ReactNode;
  /** The order panel for the scene shown (null until a photo is chosen), handed in by the route. */
  renderOrder: (scene: Scene | null) => ReactNode;
}

/**
 * The image editor: the buyer's photo under the template's overlay, placed by dragging, pinching,
 * the wheel, the buttons or the keyboard, drawn live by the renderer the export uses; a free
 * watermarked preview from the server; and the order, composed by the route.
 */
export function ImageEditor({
  setup,
  templateName,
  design,
  designPhoto,
  onDesignChange,
  saveStatus,
  renderUploadPicker,
  renderOrder,
}: ImageEditorProps) {
  const instructionsId = useId();
  const [opened] = useState(() => ({
    photo: designPhoto,
    placement: designPhoto ? photoInScene(design).placement : INITIAL_PLACEMENT,
  }));
  const [photo, setPhoto] = useState<Upload | null>(opened.photo);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [placement, setPlacement] = useState<PhotoPlacement>(opened.placement);
  const pictures = useScenePictures(setup.overlayUrl, photo);
  const scene = useMemo(
    () => sceneWithPhoto(design, photo?.uploadId ?? null, placement),
    [design, photo, placement],
  );
  const slot = photoSlotOf(design).box;
  // A design with the buyer's photo in it is theirs to save, once they change it: opening the
  // editor saves nothing.
  useEffect(() => {
    if (photo && (photo !== opened.photo || placement !== opened.placement)) onDesignChange(scene);
  }, [photo, placement, opened, scene, onDesignChange]);
  const preview = useServerPreview(setup.templateId, photo ? scene : null);

  const choose = (upload: Upload) => {
    if (upload.kind !== 'image') {
      setPhotoError('This template takes a photo. Choose a photo, or upload one.');
      return;
    }
    setPhotoError(null);
    setPhoto(upload);
    // A new photo starts centred, filling its slot, upright.
    setPlacement(INITIAL_PLACEMENT);
  };
  const move = photo ? setPlacement : null;

  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Image Editor</h1>
          <p className="mt-1 text-ink-muted">{templateName}</p>
        </div>
        {saveStatus}
      </div>

      {/* The columns may be narrower than their content's widest row (min-w-0): on a phone a
          column as wide as the placement controls ran into the page's right margin. */}
      <div className="mt-6 grid gap-6 lg:grid-cols-12 lg:gap-10">
        <div className="min-w-0 space-y-4 lg:col-span-7">
          <div className="relative">
            <SceneCanvas
              scene={scene}
              assets={pictures.assets}
              {...(setup.owned ? {} : { watermark: SCENE_PREVIEW_WATERMARK })}
              slot={slot}
              placement={placement}
              onPlacementChange={move}
              label={`Preview of ${templateName}${photo ? ` with ${photo.fileName}` : ''}`}
              instructionsId={instructionsId}
            />
            {!pictures.ready && !pictures.error ? (
              <p
                role="status"
                className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-ink-muted"
              >
                <Spinner className="size-4" /> Loading the preview…
              </p>
            ) : null}
          </div>
          {pictures.error ? <FormAlert tone="error">{pictures.error}</FormAlert> : null}
          <p id={instructionsId} className="text-sm text-ink-muted">
            {photo
              ? 'Drag to move your photo, pinch or scroll to zoom. With the picture focused: arrow keys move, + and − zoom, [ and ] turn, 0 resets; hold Shift for bigger steps.'
              : 'Choose a photo to place it in the template.'}
          </p>
          {photo ? <PlacementButtons placement={placement} onChange={setPlacement} /> : null}
          <ServerPreviewPanel preview={preview} ready={photo !== null} />
        </div>

        <div className="min-w-0 space-y-6 lg:col-span-5">
          <section className="space-y-3">
            <h2 className="text-lg font-semibold text-ink">Your photo</h2>
            {photoError ? <FormAlert tone="error">{photoError}</FormAlert> : null}
            {renderUploadPicker(photo?.uploadId ?? null, choose)}
          </section>
          {renderOrder(photo ? scene : null)}
        </div>
      </div>
    </div>
  );
}

function PlacementButtons({
  placement,
  onChange,
}: {
  placement: PhotoPlacement;
  onChange: (next: PhotoPlacement) => void;
}) {
  const zoomId = useId();
  const turnId = useId();
  return (
    // A fieldset is as wide as its widest row by default (min-inline-size: min-content).
    <fieldset className="min-w-0 space-y-3 rounded-card bg-surface p-4 ring-1 ring-line">
      <legend className="sr-only">Photo placement</legend>
      <div className="flex items-center gap-2">
        <label htmlFor={zoomId} className="w-14 text-sm font-semibold text-ink">
          Zoom
        </label>
        <Button
          size="sm"
          variant="secondary"
          aria-label="Zoom out"
          onClick={() => onChange(zoomBy(placement, 1 / 1.1))}
        >
          <MinusIcon className="size-4" />
        </Button>
        <input
          id={zoomId}
          type="range"
          min={RENDER_ZOOM_MIN}
          max={RENDER_ZOOM_MAX}
          step={0.01}
          value={placement.zoom}
          aria-valuetext={`${Math.round(placement.zoom * 100)}%`}
          onChange={(event) => onChange({ ...placement, zoom: Number(event.target.value) })}
          className="min-w-0 flex-1 accent-brand-600"
        />
        <Button
          size="sm"
          variant="secondary"
          aria-label="Zoom in"
          onClick={() => onChange(zoomBy(placement, 1.1))}
        >
          <PlusIcon className="size-4" />
        </Button>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={turnId} className="w-14 text-sm font-semibold text-ink">
          Turn
        </label>
        <Button
          size="sm"
          variant="secondary"
          aria-label="Turn left 90 degrees"
          onClick={() => onChange(rotateBy(placement, -90))}
        >
          −90°
        </Button>
        <input
          id={turnId}
          type="range"
          min={-180}
          max={180}
          step={1}
          value={placement.rotation}
          aria-valuetext={`${Math.round(placement.rotation)} degrees`}
          onChange={(event) => onChange({ ...placement, rotation: Number(event.target.value) })}
          className="min-w-0 flex-1 accent-brand-600"
        />
        <Button
          size="sm"
          variant="secondary"
          aria-label="Turn right 90 degrees"
          onClick={() => onChange(rotateBy(placement, 90))}
        >
          +90°
        </Button>
      </div>
      <Button size="sm" variant="secondary" onClick={() => onChange(INITIAL_PLACEMENT)}>
        <RefreshIcon className="size-4" /> Reset
      </Button>
    </fieldset>
  );
}

interface ServerPreview {
  url: string | null;
  loading: boolean;
  error: string | null;
  /** The failed call's request id, shown under the error. */
  reference: string | null;
  make: () => void;
}

/** The free watermarked preview drawn by the server, as an object URL freed when replaced. */
function useServerPreview(templateId: string, scene: Scene | null): ServerPreview {
  const [url, setUrl] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const { failure: error, reference, setFailure: setError } = useFailure();
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return {
    url,
    loading,
    error,
    reference,
    make: () => {
      if (!scene) return;
      setLoading(true);
      setError(null);
      previewSceneExport({ templateId, scene })
        .then(
          (blob) => setUrl(URL.createObjectURL(blob)),
          (failure: unknown) => setError(failureAdvice(failure), failure),
        )
        .finally(() => setLoading(false));
    },
  };
}

function ServerPreviewPanel({ preview, ready }: { preview: ServerPreview; ready: boolean }) {
  return (
    <section className="space-y-3 rounded-card bg-surface p-4 ring-1 ring-line">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="font-semibold text-ink">Free preview</h2>
          <p className="text-sm text-ink-muted">A watermarked picture of your design, for free.</p>
        </div>
        <Button
          variant="secondary"
          onClick={preview.make}
          disabled={!ready || preview.loading}
          aria-busy={preview.loading || undefined}
        >
          {preview.loading ? <Spinner className="size-4" /> : <EyeIcon className="size-4" />}
          Make a free preview
        </Button>
      </div>
      {preview.error ? (
        <FormAlert tone="error" reference={preview.reference}>
          {preview.error}
        </FormAlert>
      ) : null}
      {preview.url ? (
        <figure className="space-y-2">
          <img
            src={preview.url}
            alt="Watermarked preview of your design"
            className="mx-auto max-h-96 rounded-lg ring-1 ring-line"
            data-testid="image-editor-server-preview"
          />
          <figcaption className="text-center text-sm">
            <a
              href={preview.url}
              download="frameshop-preview.jpg"
              className="font-semibold text-brand-700 hover:underline"
            >
              Download the preview
            </a>
          </figcaption>
        </figure>
      ) : null}
    </section>
  );
}
