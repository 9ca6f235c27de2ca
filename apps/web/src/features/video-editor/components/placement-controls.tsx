import { RENDER_ZOOM_MAX, RENDER_ZOOM_MIN } from '@frameshop/contract';
import type { RenderFit, RenderPlacement } from '@frameshop/contract';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { RefreshIcon } from '../../../components/ui/icons';
import type { PlacementEditor } from '../hooks/use-placement';
import { ChoiceGroup, type Choice } from './choice-group';

const fits: Choice<RenderFit>[] = [
  { value: 'fill', label: 'Fill the window' },
  { value: 'fit', label: 'Fit inside' },
];

/** Fit or fill, zoom and the position of the upload in the window, each a keyboard control. */
export function PlacementControls({
  placement,
  editor,
}: {
  placement: RenderPlacement;
  editor: PlacementEditor;
}) {
  return (
    <div className="space-y-4">
      <ChoiceGroup
        legend="Size"
        name="editor-fit"
        value={placement.fit}
        choices={fits}
        onChange={editor.setFit}
      />
      <Slider
        label="Zoom"
        min={RENDER_ZOOM_MIN}
        max={RENDER_ZOOM_MAX}
        step={0.05}
        value={placement.zoom}
        text={`${Math.round(placement.zoom * 100)}%`}
        onChange={editor.setZoom}
      />
      <Slider
        label="Left – right"
        min={-1}
        max={1}
        step={0.01}
        value={placement.offsetX}
        text={offsetText(placement.offsetX, 'right', 'left')}
        onChange={(value) => editor.panBy(value - placement.offsetX, 0)}
      />
      <Slider
        label="Up – down"
        min={-1}
        max={1}
        step={0.01}
        value={placement.offsetY}
        text={offsetText(placement.offsetY, 'down', 'up')}
        onChange={(value) => editor.panBy(0, value - placement.offsetY)}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-ink-muted">
          Tip: drag your photo or video on the preview, or focus it and use the arrow keys.
        </p>
        <Button variant="secondary" size="sm" onClick={editor.resetPosition}>
          <RefreshIcon className="size-4" />
          Reset position
        </Button>
      </div>
    </div>
  );
}

/** "Centred", "12% right". */
function offsetText(value: number, positive: string, negative: string): string {
  const percent = Math.round(Math.abs(value) * 100);
  if (percent === 0) return 'Centred';
  return `${percent}% ${value > 0 ? positive : negative}`;
}

function Slider({
  label,
  min,
  max,
  step,
  value,
  text,
  onChange,
}: {
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  text: string;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="flex justify-between text-sm font-medium text-ink">
        {label}
        <span aria-hidden="true" className="tabular-nums text-ink-muted">
          {text}
        </span>
      </label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={text}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        className="w-full accent-brand-600"
      />
    </div>
  );
}
