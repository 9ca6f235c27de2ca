import type { ImageSlotLayer, Scene } from '@frameshop/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSceneEditor } from '../hooks/use-scene-editor';
import { updateLayer } from '../scene-edits';
import { testScene } from '../test-scenes';
import { PhotoAdjuster } from './photo-adjuster';

const start: Scene = testScene([
  {
    id: 'photo',
    type: 'image',
    uploadId: '7c8e2f0e-4a1b-4c7d-9f0a-2b3c4d5e6f70',
    box: { x: 100, y: 50, width: 400, height: 300 },
  },
]);

/** The canvas editor's part: each placement is recorded under one gesture, ended when done. */
function Harness({ onKeyOutside }: { onKeyOutside?: (key: string) => void }) {
  const editor = useSceneEditor(start);
  const [adjusting, setAdjusting] = useState(true);
  const layer = editor.scene.layers[1] as ImageSlotLayer;
  return (
    <div onKeyDown={(event) => onKeyOutside?.(event.key)}>
      <output data-testid="placement">
        {JSON.stringify({
          zoom: layer.zoom,
          panX: layer.panX,
          panY: layer.panY,
          rotation: layer.rotation,
        })}
      </output>
      {adjusting ? (
        <PhotoAdjuster
          layer={layer}
          scale={0.5}
          onChange={(placement) =>
            editor.change(
              (now) =>
                updateLayer(now, editor.measurer, 'photo', (slot) =>
                  slot.type === 'image' ? { ...slot, ...placement } : slot,
                ),
              'adjust:photo',
            )
          }
          onDone={() => {
            editor.endGesture();
            setAdjusting(false);
          }}
        />
      ) : null}
      <button type="button" onClick={editor.undo} disabled={!editor.canUndo}>
        Undo
      </button>
    </div>
  );
}

const placement = () =>
  JSON.parse(screen.getByTestId('placement').textContent!) as {
    zoom: number;
    panX: number;
    panY: number;
    rotation: number;
  };

describe('a photo adjusted inside its slot on the canvas', () => {
  it('sits over the slot and takes the keyboard at once', () => {
    render(<Harness />);
    const area = screen.getByRole('application', { name: 'Adjust the photo in its slot' });
    expect(area).toHaveFocus();
    expect(area.style).toMatchObject({ left: '50px', top: '25px', width: '200px' });
  });

  it('pans with the arrows, zooms with + and −, and keeps the keys from the editor', async () => {
    const outside = vi.fn();
    const user = userEvent.setup();
    render(<Harness onKeyOutside={outside} />);
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}++-');
    expect(placement().panX).toBeCloseTo(0.04);
    expect(placement().panY).toBeCloseTo(0.02);
    expect(placement().zoom).toBeCloseTo(1.1);
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(placement().panX).toBeCloseTo(-0.06);
    expect(outside).not.toHaveBeenCalled();
  });

  it('zooms with the wheel instead of scrolling the page', () => {
    render(<Harness />);
    const area = screen.getByTestId('photo-adjuster');
    const wheel = new WheelEvent('wheel', { deltaY: -200, cancelable: true, bubbles: true });
    fireEvent(area, wheel);
    expect(wheel.defaultPrevented).toBe(true);
    expect(placement().zoom).toBeCloseTo(Math.exp(0.3));
  });

  it('makes the whole adjustment one undo step, ended by Enter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard('{ArrowUp}{ArrowUp}+]');
    expect(placement()).toMatchObject({ rotation: 1 });
    await user.keyboard('{Enter}');
    expect(screen.queryByTestId('photo-adjuster')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(placement()).toEqual({ zoom: 1, panX: 0, panY: 0, rotation: 0 });
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('ends with Escape, keeping what was done', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard('+{Escape}');
    expect(screen.queryByTestId('photo-adjuster')).not.toBeInTheDocument();
    expect(placement().zoom).toBeCloseTo(1.1);
  });
});
