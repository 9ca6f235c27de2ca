import type { Scene } from '@frameshop/contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { AlertCircleIcon, CheckIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useSceneEditor } from '../hooks/use-scene-editor';
import { CanvasWorkspace } from './canvas-workspace';

export interface TemplateSceneEditorProps {
  /** The template's pictures, the same a buyer's editor draws with. */
  template: { overlayUrl: string | null; previewVideoUrl: string | null };
  /** The starting scene as it is saved. */
  scene: Scene;
  /** Saves the scene as the starting scene; resolves once the server holds it. */
  onSave: (scene: Scene) => Promise<unknown>;
  /** What a refused or failed save says (the route knows a newer revision and how to reload). */
  renderSaveError: (error: unknown) => ReactNode;
}

type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved' }
  | { status: 'failed'; error: unknown };

/** Nothing in a photo slot moves inside it: there is no photo in a starting scene. */
const noPhotos = () => undefined;

/**
 * The canvas editor in template mode: the owner places photo slots and text (its default words,
 * face, size and colour) on their template and saves that as the scene every new buyer starts
 * from. Nothing is saved by itself and nothing is exported: Save starting scene saves, and says
 * whether it did.
 */
export function TemplateSceneEditor({
  template,
  scene: start,
  onSave,
  renderSaveError,
}: TemplateSceneEditorProps) {
  const editor = useSceneEditor(start);
  const { scene } = editor;
  const [saved, setSaved] = useState(start);
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const alert = useRef<HTMLDivElement>(null);
  // Undo back to what is saved is the saved scene itself: nothing left to save.
  const changed = scene !== saved;
  const saving = state.status === 'saving';

  useEffect(() => {
    if (!changed) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);

  useEffect(() => {
    if (state.status === 'failed') alert.current?.scrollIntoView?.({ block: 'nearest' });
  }, [state]);

  const save = async () => {
    const sent = scene;
    setState({ status: 'saving' });
    try {
      await onSave(sent);
      setSaved(sent);
      setState({ status: 'saved' });
    } catch (error) {
      setState({ status: 'failed', error });
    }
  };

  return (
    <>
      <div ref={alert} className="mt-4 empty:hidden">
        {state.status === 'failed' ? (
          <FormAlert tone="error">{renderSaveError(state.error)}</FormAlert>
        ) : state.status === 'saved' && !changed ? (
          <FormAlert tone="success">
            Starting scene saved. Buyers who open the editor from now on start from it; designs they
            saved before stay as they are.
          </FormAlert>
        ) : null}
      </div>
      <CanvasWorkspace
        editor={editor}
        overlayUrl={template.overlayUrl}
        backdropVideoUrl={template.previewVideoUrl}
        photoUrlOf={noPhotos}
        canAddPhotoSlots
        renderSlotFields={() => (
          <p className="text-sm text-ink-muted">
            Buyers fill this slot with their own photo. Move, size and turn it on the canvas; the
            arrows in the layer list put it above or below the template’s design.
          </p>
        )}
        status={<SceneSaveStatus state={state} changed={changed} />}
        action={
          <Button size="sm" onClick={() => void save()} disabled={!changed || saving}>
            {saving ? <Spinner className="size-4" /> : null}
            Save starting scene
          </Button>
        }
        hint={
          <>
            Place the photo slots buyers fill and the text they start from: drag to move, corners to
            resize, the round handle to turn; double-click a text to edit it where it is. Arrow keys
            nudge, Delete removes, Ctrl+Z undoes and Ctrl+Shift+Z redoes. Nothing reaches buyers
            until you save.
          </>
        }
      />
    </>
  );
}

/** Always in view above the canvas: whether what is shown is what buyers start from. */
function SceneSaveStatus({ state, changed }: { state: SaveState; changed: boolean }) {
  let content: ReactNode = null;
  if (state.status === 'saving') {
    content = (
      <span className="flex items-center gap-1.5 text-ink-muted">
        <Spinner className="size-4" /> Saving…
      </span>
    );
  } else if (state.status === 'failed') {
    content = (
      <span className="flex items-center gap-1.5 text-danger-700">
        <AlertCircleIcon className="size-4" aria-hidden="true" /> Not saved
      </span>
    );
  } else if (changed) {
    content = <span className="text-ink-muted">Unsaved changes</span>;
  } else if (state.status === 'saved') {
    content = (
      <span className="flex items-center gap-1.5 text-success-700">
        <CheckIcon className="size-4" aria-hidden="true" /> Saved
      </span>
    );
  }
  return (
    <p role="status" className="flex min-h-9 items-center gap-2 text-sm font-medium">
      {content}
    </p>
  );
}
