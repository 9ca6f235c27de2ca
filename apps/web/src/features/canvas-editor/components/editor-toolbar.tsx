import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

interface EditorToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  zoom: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
  /** The save status, always in view above the canvas. */
  status: ReactNode;
  /** Export, composed by the route (it orders through the export flow both editors share). */
  exportAction: ReactNode;
}

/** Undo, redo, zoom, the save status and Export. */
export function EditorToolbar(props: EditorToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="secondary" onClick={props.onUndo} disabled={!props.canUndo}>
        Undo
      </Button>
      <Button size="sm" variant="secondary" onClick={props.onRedo} disabled={!props.canRedo}>
        Redo
      </Button>
      <span className="mx-1 hidden h-6 w-px bg-line sm:block" aria-hidden="true" />
      <Button
        size="sm"
        variant="ghost"
        onClick={props.onZoomOut}
        disabled={props.zoom <= 1}
        aria-label="Zoom out"
      >
        −
      </Button>
      <Button size="sm" variant="ghost" onClick={props.onFit} aria-label="Zoom to fit">
        {Math.round(props.zoom * 100)}%
      </Button>
      <Button size="sm" variant="ghost" onClick={props.onZoomIn} aria-label="Zoom in">
        +
      </Button>
      <div className="ml-auto flex items-center gap-3">
        {props.status}
        {props.exportAction}
      </div>
    </div>
  );
}
